import VellumGeometry

nonisolated extension View {
    /// Applies effects as the view enters and leaves a scroll view's visible
    /// region, as in SwiftUI. A still picture draws the view at rest: the
    /// effects for the `.identity` phase.
    ///
    /// ```swift
    /// ForEach(photos) { photo in
    ///     PhotoCard(photo).scrollTransition { content, phase in
    ///         content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(phase.isIdentity ? 1 : 0.8)
    ///     }
    /// }
    /// ```
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        visualEffect { content, _ in transition(content, .identity) }
    }

    /// Applies effects as the view enters and leaves a scroll view's visible
    /// region, with a configuration for each edge; drawn at rest, in `.identity`.
    ///
    /// ```swift
    /// row.scrollTransition(topLeading: .interactive, bottomTrailing: .identity) { content, phase in
    ///     content.offset(y: phase.value * 20)
    /// }
    /// ```
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        visualEffect { content, _ in transition(content, .identity) }
    }
}
