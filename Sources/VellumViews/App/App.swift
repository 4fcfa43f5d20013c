/// A type that represents the structure and behaviour of an app, as SwiftUI's
/// `App` does: its `body` declares the app's scenes.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     @StateObject private var store = NoteStore()
///     var body: some Scene {
///         WindowGroup {
///             NoteList().environmentObject(store)
///         }
///     }
/// }
///
/// let svg = try SVGRenderer(app: NotesApp(), device: .iPhone15Pro).svg()
/// ```
///
/// Vellum draws an app; it never launches one. `SVGRenderer(app:device:)`
/// renders the content of the app's first `WindowGroup` (or `Window`) in the
/// environment its scene modifiers set. As in SwiftUI, the protocol is bound
/// to the main actor; the renderer still runs on any thread, evaluating
/// `body` through `MainActorCode` (see `View`).
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behaviour of the app.
    @SceneBuilder var body: Self.Body { get }
    /// Creates an instance of the app (what `@main` and the renderer call).
    init()
}

nonisolated extension App {
    /// The app's entry point, so that `@main struct MyApp: App` compiles and
    /// links as an executable.
    ///
    /// A Vellum app is drawn, not run: `main()` prints one line saying how to
    /// render it and returns.
    public static func main() {
        print(launchMessage)
    }

    /// The line `main()` prints.
    package static var launchMessage: String {
        "\(Self.self) is drawn by Vellum, not launched: render its first window with SVGRenderer(app: \(Self.self)(), device: .iPhone15Pro), or its previews with `swift run vellum previews`."
    }
}
