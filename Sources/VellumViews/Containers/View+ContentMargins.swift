import Foundation
import VellumGeometry

nonisolated extension View {
    /// Margins around the content of the scroll views in this view, along
    /// `edges`: the content scrolls within them, and at rest starts inside them.
    /// A nil length is the system's, 16 points.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack { cards } }
    ///     .contentMargins(.horizontal, 20, for: .scrollContent)
    /// ```
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let amount = length ?? 16
        return contentMargins(edges, EdgeInsets(top: amount, leading: amount, bottom: amount, trailing: amount), for: placement)
    }

    /// Margins around the content of the scroll views in this view, edge by edge, along `edges`.
    ///
    /// ```swift
    /// ScrollView { rows }.contentMargins(.vertical, EdgeInsets(top: 8, leading: 0, bottom: 40, trailing: 0))
    /// ```
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
    }

    /// The same margin around the content of the scroll views in this view, on every edge.
    ///
    /// ```swift
    /// ScrollView { rows }.contentMargins(24)
    /// ```
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
