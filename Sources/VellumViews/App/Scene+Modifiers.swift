import Combine
import Foundation
import Observation
import VellumGeometry

/// A scene whose content sees a changed environment (`environment(_:_:)`, `environmentObject(_:)`).
struct EnvironmentScene<Content: Scene>: PrimitiveScene {
    let content: Content
    let update: (inout EnvironmentValues) -> Void
    func collect(into collector: inout SceneCollector) throws {
        try collector.collect(content, changing: update)
    }
}

nonisolated extension Scene {
    /// Sets an environment value for the views of this scene's windows, as the
    /// same modifier on their root view would.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .environment(\.colorScheme, .dark)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        EnvironmentScene(content: self, update: { $0[keyPath: keyPath] = value })
    }

    /// Supplies an observable object to the views of this scene's windows.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .environmentObject(store)
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        let key = ObjectIdentifier(T.self)
        return EnvironmentScene(content: self, update: { $0.objects[key] = object })
    }

    /// Places an observable object in the environment of this scene's
    /// windows, where `@Environment(T.self)` reads it; nil removes one.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .environment(Library())
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        EnvironmentScene(content: self, update: { $0 = $0.supplying(object) })
    }

    /// Reacts to a value changing (never called in a still picture).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> Self { self }
    /// Reacts to a value changing (never called in a still picture, `initial` included).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> Self { self }
    /// Reacts to a value changing (never called in a still picture, `initial` included).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self { self }

    /// Adds commands to the app's menus (compiles; a picture has no menu bar).
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .commands { SidebarCommands() }
    /// ```
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> Self { self }
    /// Replaces the scene's commands (compiles; a picture has no menu bar).
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> Self { self }
    /// Removes the scene's commands (compiles; a picture has no menu bar).
    public func commandsRemoved() -> Self { self }

    /// The size of a new window (compiles; the device's screen sizes the picture).
    public func defaultSize(_ size: CGSize) -> Self { self }
    /// The size of a new window (compiles; the device's screen sizes the picture).
    public func defaultSize(width: CGFloat, height: CGFloat) -> Self { self }
    /// Where a new window appears (compiles; the picture is the device's screen).
    public func defaultPosition(_ position: UnitPoint) -> Self { self }
    /// The style of the scene's windows (compiles; a picture has no title bar).
    public func windowStyle<S: WindowStyle>(_ style: S) -> Self { self }
    /// How the user may resize the scene's windows (compiles; not drawn).
    public func windowResizability(_ resizability: WindowResizability) -> Self { self }
    /// The style of a menu bar extra (compiles; not drawn).
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> Self { self }
    /// Which external events open the scene (compiles; nothing opens a window in a picture).
    public func handlesExternalEvents(matching conditions: Set<String>) -> Self { self }
}

/// How a window looks: its title bar (compiles; a picture has no title bar).
public protocol WindowStyle {}

/// The default window style.
public struct DefaultWindowStyle: WindowStyle {
    /// Creates the style.
    public init() {}
}
/// A window with a hidden title bar.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// Creates the style.
    public init() {}
}
/// A window with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
    /// Creates the style.
    public init() {}
}
/// A window with no chrome of its own (visionOS).
public struct PlainWindowStyle: WindowStyle {
    /// Creates the style.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The default window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}
extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window with a hidden title bar.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window with a title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
extension WindowStyle where Self == PlainWindowStyle {
    /// A window with no chrome of its own.
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

/// How the user may resize a window (compiles; not drawn).
public struct WindowResizability: Hashable, Sendable {
    let kind: Int
    /// The system's default for the scene.
    public static let automatic = WindowResizability(kind: 0)
    /// The window's size follows its content's minimum and maximum.
    public static let contentSize = WindowResizability(kind: 1)
    /// The window can't be smaller than its content's minimum.
    public static let contentMinSize = WindowResizability(kind: 2)
}
