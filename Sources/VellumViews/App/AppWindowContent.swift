import VellumCore
import VellumLayout

/// The content of an app's first window, as `SVGRenderer(app:device:)` draws
/// it: the app's `body` is read when the picture is lowered, in the root
/// environment, and the first `WindowGroup` or `Window` found is lowered in the
/// environment its scene modifiers set. An app that declares no window is a
/// `VellumError` naming the app.
package struct AppWindowContent<A: App>: PrimitiveView {
    let app: A

    /// The first window of `app`.
    package init(app: A) { self.app = app }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let appName = ViewPath.name(of: A.self)
        let scenes = EnvironmentValues.$current.withValue(context.environment) { MainActorCode.body(of: app) }
        var collector = SceneCollector(environment: context.environment)
        do {
            try collector.collect(scenes)
        } catch let error as VellumError {
            throw VellumError(error.code, subject: appName, message: "\(error.message) (in the body of \(appName))")
        }
        guard let window = collector.window else {
            let declared = collector.otherScenes.isEmpty
                ? "its body declares no scene"
                : "its body declares only \(Self.list(collector.otherScenes))"
            throw VellumError(.invalidArgument, subject: appName,
                              message: "The app \(appName) has no window to draw: \(declared). SVGRenderer(app:device:) draws the content of the app's first WindowGroup or Window; add one, or render a view with SVGRenderer(content:device:).")
        }
        // Paths in messages read `MyApp/WindowGroup/ContentView/…`.
        var inner = context
        inner.environment = window.environment
        inner.path = ViewPath(parent: ViewPath(parent: nil, type: A.self, index: nil), type: window.scene, index: nil)
        return try inner.lower(window.content)
    }

    /// "A", "A and B", "A, B and C".
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
