/// A result builder that composes scenes, as SwiftUI's `SceneBuilder` does:
/// an app's `body` lists its scenes one after another.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     if showsSettings {
///         Settings { SettingsView() }
///     }
/// }
/// ```
///
/// SwiftUI's builder accepts `if` only around an availability check; Vellum's
/// also accepts `if`, `if`/`else` and `switch` on any condition.
@resultBuilder
public enum SceneBuilder {
    /// A single expression.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// A single scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _TupleScene(value: (repeat each content), scenes: scenes)
    }
    /// An `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(content: content) }
    /// The true branch of an `if`/`else` or a `switch` case.
    public static func buildEither<T: Scene, F: Scene>(first: T) -> _ConditionalScene<T, F> { _ConditionalScene(storage: .trueContent(first)) }
    /// The false branch of an `if`/`else` or a `switch` case.
    public static func buildEither<T: Scene, F: Scene>(second: F) -> _ConditionalScene<T, F> { _ConditionalScene(storage: .falseContent(second)) }
    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _AnyScene { _AnyScene(content) }
}

/// Several scenes: what a `@SceneBuilder` block of several scenes produces.
public struct _TupleScene<T>: PrimitiveScene {
    /// The scenes.
    public var value: T
    private let scenes: [any Scene]

    init(value: T, scenes: [any Scene]) { self.value = value; self.scenes = scenes }

    package func collect(into collector: inout SceneCollector) throws {
        for scene in scenes { try collector.collect(scene) }
    }
}

/// The scene an `if` without `else` in a `@SceneBuilder` produces.
public struct _OptionalScene<Content: Scene>: PrimitiveScene {
    let content: Content?
    package func collect(into collector: inout SceneCollector) throws {
        if let content { try collector.collect(content) }
    }
}

/// The scene an `if`/`else` or `switch` in a `@SceneBuilder` produces.
public struct _ConditionalScene<TrueContent: Scene, FalseContent: Scene>: PrimitiveScene {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    package func collect(into collector: inout SceneCollector) throws {
        switch storage {
        case .trueContent(let scene): try collector.collect(scene)
        case .falseContent(let scene): try collector.collect(scene)
        }
    }
}

/// A type-erased scene (what an `if #available` block in a `@SceneBuilder` produces).
public struct _AnyScene: PrimitiveScene {
    let scene: any Scene
    /// Erases the type of `scene`.
    public init<S: Scene>(_ scene: S) { self.scene = scene }
    package func collect(into collector: inout SceneCollector) throws { try collector.collect(scene) }
}
