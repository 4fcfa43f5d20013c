import VellumCore

/// A part of an app's user interface with a life cycle the system manages,
/// as in SwiftUI: a `WindowGroup`, a `Window`, `Settings`, or a scene of your own.
///
/// ```swift
/// struct LibraryScene: Scene {
///     var body: some Scene {
///         WindowGroup("Library") { LibraryView() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behaviour of the scene.
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene Vellum reads itself rather than through `body`.
nonisolated package protocol PrimitiveScene: Scene where Body == Never {
    /// Adds the windows this scene declares to `collector`, in order.
    func collect(into collector: inout SceneCollector) throws
}

extension PrimitiveScene {
    /// Primitive scenes have no body; Vellum reads them directly.
    public var body: Never { preconditionFailure("\(Self.self) is read by Vellum, not through body: Never") }
}

/// A window an app declares: its content, and the environment the scene
/// modifiers around it give that content.
package struct SceneWindow {
    /// The scene type that declares the window (`WindowGroup<…>`, `Window<…>`).
    package let scene: Any.Type
    /// The window's root view.
    package let content: any View
    /// The environment the content is lowered in.
    package let environment: EnvironmentValues
}

/// Walks an app's scenes in declaration order and keeps the first window,
/// with the environment that scene modifiers (`environment(_:_:)`,
/// `environmentObject(_:)`) set on the way to it.
package struct SceneCollector {
    /// The environment at the scene being read: the root's, changed by the
    /// scene modifiers around it.
    package var environment: EnvironmentValues
    /// The first window found, if any.
    package private(set) var window: SceneWindow?
    /// The names of the scenes read that declare no window, for messages.
    package private(set) var otherScenes: [String] = []
    private var depth = 0

    /// The deepest nesting of scenes Vellum reads.
    static let maximumDepth = 1_000

    package init(environment: EnvironmentValues) { self.environment = environment }

    /// Reads `scene`: primitive scenes report their windows, others through `body`.
    package mutating func collect<S: Scene>(_ scene: S) throws {
        guard window == nil else { return }
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw VellumError(.invalidArgument, subject: ViewPath.name(of: S.self),
                              message: "The scene \(ViewPath.name(of: S.self)) is nested more than \(Self.maximumDepth) scenes deep; a scene whose body contains itself never ends.")
        }
        if let primitive = scene as? any PrimitiveScene {
            try primitive.collect(into: &self)
            return
        }
        let body = EnvironmentValues.$current.withValue(environment) { MainActorCode.body(of: scene) }
        try collect(body)
    }

    /// Reads the scenes around which a modifier changes the environment.
    package mutating func collect<S: Scene>(_ scene: S, changing update: (inout EnvironmentValues) -> Void) throws {
        let outer = environment
        update(&environment)
        defer { environment = outer }
        try collect(scene)
    }

    /// Records a window declared by a scene of type `scene`.
    package mutating func addWindow(_ content: any View, scene: Any.Type) {
        guard window == nil else { return }
        window = SceneWindow(scene: scene, content: content, environment: environment)
    }

    /// Records a scene that declares no window on a device (`Settings`, `MenuBarExtra`).
    package mutating func addOtherScene(_ scene: Any.Type) {
        otherScenes.append(ViewPath.name(of: scene))
    }
}
