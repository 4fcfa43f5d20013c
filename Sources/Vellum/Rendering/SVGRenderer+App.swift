extension SVGRenderer where Content == AnyView {
    /// A renderer for an app: the content of the app's first `WindowGroup`
    /// (or `Window`) on a device screen, in the environment the scene
    /// modifiers around it set (`environmentObject(_:)`, `environment(_:_:)`).
    ///
    /// ```swift
    /// struct NotesApp: App {
    ///     @StateObject private var store = NoteStore()
    ///     var body: some Scene {
    ///         WindowGroup { NoteList() }
    ///             .environmentObject(store)
    ///     }
    /// }
    ///
    /// var renderer = SVGRenderer(app: NotesApp(), device: .iPhone15Pro)
    /// renderer.colorScheme = .dark
    /// try renderer.write(to: URL(fileURLWithPath: "notes.svg"))
    /// ```
    ///
    /// The picture is the one `SVGRenderer(content:device:)` draws for that
    /// content with those modifiers, byte for byte; every other setting works as
    /// there. The app's `body` is read when the picture is drawn, so an app
    /// that declares no window (only `Settings` or a `MenuBarExtra`) makes
    /// `svg()` throw a `VellumError` naming the app.
    public init<A: App>(app: A, device: Device) {
        self.init(content: AnyView(AppWindowContent(app: app)), device: device)
    }
}
