import VellumLayout

/// A type that applies standard interaction behaviour and a custom appearance
/// to all menus within a view hierarchy.
///
/// ```swift
/// struct Boxed: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration).padding(6).border(.tint)
///     }
/// }
/// Menu("Sort") { Button("Name") {} }.menuStyle(Boxed())
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {
    /// A view that represents the body of a menu.
    associatedtype Body: View
    /// Creates a view that represents the body of a menu.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
}

/// A configuration of a menu: pass it to `Menu(_:)` to draw the menu in the
/// current menu style.
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    public struct Label: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A type-erased content of a menu (not drawn: the menu is closed).
    public struct Content: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    let label: Label
    let content: Content
}

/// The default menu style: on iOS, the label drawn as a borderless button.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    /// Creates a default menu style.
    public init() {}
    /// The menu drawn as its label in the tint colour.
    public func makeBody(configuration: Configuration) -> some View { configuration.label.foregroundStyle(.tint) }
}

/// A menu style that displays a button that toggles the display of the menu's
/// contents; the environment's button style draws the button.
nonisolated public struct ButtonMenuStyle: MenuStyle {
    /// Creates a button menu style.
    public init() {}
    /// The menu drawn as a button in the current button style.
    public func makeBody(configuration: Configuration) -> some View { Button(action: {}) { configuration.label } }
}

/// A menu style that displays a borderless button (deprecated in SwiftUI).
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates a borderless button menu style.
    public init() {}
    /// The menu drawn as a borderless button.
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}) { configuration.label }.buttonStyle(.borderless)
    }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    public static var automatic: DefaultMenuStyle { .init() }
}
nonisolated extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents when pressed.
    public static var button: ButtonMenuStyle { .init() }
}
nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button that toggles the display of the menu's contents.
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

/// A menu style, erased, as the environment holds it (`EnvironmentValues[styles:]`).
package typealias AnyMenuStyleBox = StyleBox<MenuStyleConfiguration>

extension StyleBox where Configuration == MenuStyleConfiguration {
    /// `style`, erased.
    init<S: MenuStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
    /// Sets the style for menus within this view; descendants inherit it.
    ///
    /// ```swift
    /// Menu("Add") { Button("Photo") {} }.menuStyle(.button).buttonStyle(.borderedProminent)
    /// ```
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyMenuStyleBox(style)))
    }
}
