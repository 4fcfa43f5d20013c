/// A type that applies a custom appearance to all lists within a view.
///
/// Lists are drawn inset-grouped, as iOS draws lists by default; `.plain`
/// draws rows from edge to edge on the screen's background, a separator
/// under each; `.sidebar` draws a split view's sidebar as iPadOS does (rows
/// on the grey, no cards) and elsewhere as inset-grouped lists with bold
/// section headers.
///
/// ```swift
/// List { … }.listStyle(.sidebar)
/// ```
public protocol ListStyle: Sendable {}
/// The inset-grouped list style.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The plain list style: rows from edge to edge, a separator under each.
public struct PlainListStyle: ListStyle { public init() {} }
/// The grouped list style (drawn inset-grouped).
public struct GroupedListStyle: ListStyle { public init() {} }
/// The inset list style (drawn inset-grouped).
public struct InsetListStyle: ListStyle { public init() {} }
/// The sidebar list style.
public struct SidebarListStyle: ListStyle { public init() {} }
/// The platform's default list style.
public struct DefaultListStyle: ListStyle { public init() {} }
extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset-grouped list style.
    public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == PlainListStyle {
    /// The plain list style: rows from edge to edge, a separator under each.
    public static var plain: PlainListStyle { .init() }
}
extension ListStyle where Self == GroupedListStyle {
    /// The grouped list style (drawn inset-grouped).
    public static var grouped: GroupedListStyle { .init() }
}
extension ListStyle where Self == InsetListStyle {
    /// The inset list style (drawn inset-grouped).
    public static var inset: InsetListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle {
    /// The sidebar list style.
    public static var sidebar: SidebarListStyle { .init() }
}
extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style.
    public static var automatic: DefaultListStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of lists within this view: `.plain` and `.sidebar`
    /// are drawn as iOS draws them, every other style inset-grouped.
    ///
    /// ```swift
    /// List(folders) { Label($0.name, systemImage: "folder") }
    ///     .listStyle(.sidebar)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, style is SidebarListStyle ? .sidebar : style is PlainListStyle ? .plain : .insetGrouped)
    }
}

/// How a list is drawn, as the environment carries its style.
package enum ListStyleKind: Sendable, Equatable {
    /// Sections on rounded cards over the grouped background (the default,
    /// and `.insetGrouped`, `.grouped`, `.inset`).
    case insetGrouped
    /// Rows from edge to edge on the screen's background.
    case plain
    /// A sidebar.
    case sidebar
}

extension EnvironmentKeys {
    struct ListStyleKindKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }
    struct RegularSplitColumnKey: EnvironmentKey { static let defaultValue = false }
}

extension EnvironmentValues {
    /// How lists below are drawn.
    package var listStyleKind: ListStyleKind {
        get { self[EnvironmentKeys.ListStyleKindKey.self] }
        set { self[EnvironmentKeys.ListStyleKindKey.self] = newValue }
    }
    /// Whether lists below use the sidebar style.
    package var isSidebarListStyle: Bool { listStyleKind == .sidebar }
    /// Whether the views are a column of a split view drawn side by side
    /// (not collapsed): a sidebar list draws its rows without cards there.
    package var isRegularSplitColumn: Bool {
        get { self[EnvironmentKeys.RegularSplitColumnKey.self] }
        set { self[EnvironmentKeys.RegularSplitColumnKey.self] = newValue }
    }
}
