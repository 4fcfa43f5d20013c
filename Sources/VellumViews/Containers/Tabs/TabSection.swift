import VellumLayout

/// A group of tabs under a header (iOS 18): the sidebar of a
/// `.sidebarAdaptable` tab view shows the header; the iPhone tab bar shows
/// the tabs themselves, as Vellum draws it.
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { HomeView() }
///     TabSection("Collections") {
///         Tab("Favorites", systemImage: "star") { FavoritesView() }
///     }
/// }
/// ```
nonisolated public struct TabSection<Header: View, Content: View>: PrimitiveView, ViewListContainer {
    let header: Header
    let content: Content

    /// A section of tabs under a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content(); self.header = header()
    }

    package var listElements: [any View] { [content] }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
}

extension TabSection where Header == Text {
    /// A section of tabs titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A section of tabs titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
