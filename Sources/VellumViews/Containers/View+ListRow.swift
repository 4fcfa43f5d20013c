import Foundation
import VellumGeometry

nonisolated extension View {
    /// Draws `view` behind this list row, in place of the row's card colour.
    ///
    /// ```swift
    /// Text("Highlighted").listRowBackground(Color.yellow.opacity(0.3))
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowTraitModifier(traits: ListRowTraits(background: view.map { AnyView($0) })))
    }

    /// Shows or hides the separators on the given edges of this list row.
    ///
    /// ```swift
    /// Text("No line below").listRowSeparator(.hidden, edges: .bottom)
    /// ```
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        var t = ListRowTraits()
        switch visibility {
        case .hidden: t.separatorHidden = edges
        case .visible: t.separatorShown = edges
        case .automatic: break
        }
        return modifier(ListRowTraitModifier(traits: t))
    }

    /// Colours the separators on the given edges of this list row.
    ///
    /// ```swift
    /// Text("Red line").listRowSeparatorTint(.red)
    /// ```
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        var t = ListRowTraits()
        if let color { for e in [VerticalEdge.Set.top, .bottom] where edges.contains(e) { t.separatorTint[e] = color } }
        return modifier(ListRowTraitModifier(traits: t))
    }

    /// Sets the insets of this list row's content (nil: the list's own).
    ///
    /// ```swift
    /// Image("Banner").resizable().listRowInsets(EdgeInsets())
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowTraitModifier(traits: ListRowTraits(insets: insets)))
    }

    /// Shows or hides the separators of a list section. An inset-grouped
    /// list draws none between its section cards, so the picture does not change.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Colours the separators of a list section. An inset-grouped list draws
    /// none between its section cards, so the picture does not change.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }

    /// Sets the space between the rows of a list: with space between them,
    /// each row is drawn on a card of its own.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }.listRowSpacing(8)
    /// ```
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// Sets the space between the sections of a list.
    ///
    /// ```swift
    /// List { … }.listSectionSpacing(.compact)
    /// ```
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing.value)
    }

    /// Sets the space between the sections of a list, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, spacing)
    }
}

/// The space between the sections of a list, for `listSectionSpacing(_:)`.
public struct ListSectionSpacing: Hashable, Sendable {
    let value: CGFloat?
    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(value: nil)
    /// A smaller spacing. ❓ 20 pt, chosen; iOS's compact value is not measured here.
    public static let compact = ListSectionSpacing(value: 20)
    /// A spacing of `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

extension EnvironmentKeys {
    struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
    struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
}

extension EnvironmentValues {
    /// The space between a list's rows (`listRowSpacing`), nil for none.
    package var listRowSpacing: CGFloat? {
        get { self[EnvironmentKeys.ListRowSpacingKey.self] }
        set { self[EnvironmentKeys.ListRowSpacingKey.self] = newValue }
    }
    /// The space between a list's sections (`listSectionSpacing`), nil for the style's.
    package var listSectionSpacing: CGFloat? {
        get { self[EnvironmentKeys.ListSectionSpacingKey.self] }
        set { self[EnvironmentKeys.ListSectionSpacingKey.self] = newValue }
    }
}
