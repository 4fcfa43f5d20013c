/// A scene that renders itself as a persistent control in the macOS menu
/// bar: it compiles, and it is not a window `SVGRenderer(app:device:)` draws.
///
/// ```swift
/// MenuBarExtra("Timer", systemImage: "timer") { TimerMenu() }
/// ```
public struct MenuBarExtra<Label: View, Content: View>: PrimitiveScene {
    /// A menu bar extra with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    /// A menu bar extra with a label view, shown while `isInserted` is true.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}

    package func collect(into collector: inout SceneCollector) throws { collector.addOtherScene(Self.self) }
}

extension MenuBarExtra where Label == VellumViews.Label<Text, Image> {
    /// A menu bar extra with a localized title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    /// A menu bar extra with a title and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {}
    /// A menu bar extra with a localized title and an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {}
    /// A menu bar extra with a title and an image from the asset catalog.
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {}
    /// A menu bar extra with a localized title and a symbol, shown while `isInserted` is true.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {}
    /// A menu bar extra with a title and a symbol, shown while `isInserted` is true.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {}
}

extension MenuBarExtra where Label == Text {
    /// A menu bar extra with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// A menu bar extra with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// How a menu bar extra presents its content (compiles; not drawn).
public protocol MenuBarExtraStyle {}

/// The default menu bar extra style.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
    /// Creates the style.
    public init() {}
}
/// A menu bar extra that shows its content as a pull-down menu.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    /// Creates the style.
    public init() {}
}
/// A menu bar extra that shows its content in a window.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    /// Creates the style.
    public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The default menu bar extra style.
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// A pull-down menu.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// A window.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}
