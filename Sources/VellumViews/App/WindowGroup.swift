import VellumLayout

/// A scene that presents a group of identically structured windows, as in
/// SwiftUI. `SVGRenderer(app:device:)` draws the content of an app's first
/// window group (or `Window`) on the device's screen.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     WindowGroup("Inspector", id: "inspector") { InspectorView() }
/// }
/// ```
///
/// Titles and identifiers are accepted and not drawn (an iPhone window has no title bar).
public struct WindowGroup<Content: View>: PrimitiveScene {
    let content: Content

    /// A window group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with an identifier (used by `openWindow`, which a picture never calls).
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a title.
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a title string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a title string and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    package func collect(into collector: inout SceneCollector) throws {
        collector.addWindow(content, scene: Self.self)
    }
}

extension WindowGroup {
    /// A window group that presents a value: drawn as the window opened with
    /// no value, its content given a binding to `nil`.
    ///
    /// ```swift
    /// WindowGroup(for: Note.ID.self) { $noteID in NoteEditor(noteID: noteID) }
    /// ```
    public init<D: Codable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.content = PresentedWindowContent(content: content(.constant(nil)))
    }
    /// A window group that presents a value, with a title: drawn with a binding to `nil`.
    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(for: type, content: content)
    }
    /// A window group that presents a value, with an identifier: drawn with a binding to `nil`.
    public init<D: Codable & Hashable, C: View>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(for: type, content: content)
    }
    /// A window group that presents a value with a default: drawn with a binding to `defaultValue()`.
    ///
    /// ```swift
    /// WindowGroup(for: Tab.self) { $tab in TabRoot(tab: $tab) } defaultValue: { .home }
    /// ```
    public init<D: Codable & Hashable, C: View>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.content = PresentedWindowContent(content: content(.constant(defaultValue())))
    }
    /// A window group that presents a value with a default and an identifier.
    public init<D: Codable & Hashable, C: View>(id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        self.init(for: type, content: content, defaultValue: defaultValue)
    }
}

/// The content of a window that presents a value (`WindowGroup(for:content:)`).
/// You don't create this type directly.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: PrimitiveView {
    let content: Content
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
}

/// A scene that presents its own unique window, as in SwiftUI (macOS and
/// iPadOS). `SVGRenderer(app:device:)` draws it as it draws a `WindowGroup`
/// when it is the app's first window.
///
/// ```swift
/// Window("Activity", id: "activity") { ActivityView() }
/// ```
public struct Window<Content: View>: PrimitiveScene {
    let content: Content

    /// A window with a title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window with a title string and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    package func collect(into collector: inout SceneCollector) throws {
        collector.addWindow(content, scene: Self.self)
    }
}

/// A scene that presents an interface for the app's settings (macOS): it
/// compiles, and it is not a window `SVGRenderer(app:device:)` draws.
///
/// ```swift
/// Settings { SettingsView() }
/// ```
public struct Settings<Content: View>: PrimitiveScene {
    let content: Content
    /// A settings scene.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    package func collect(into collector: inout SceneCollector) throws { collector.addOtherScene(Self.self) }
}
