/// Where a view is in a scroll view's visible region, for `scrollTransition`:
/// coming in at the top (leading) edge, fully visible, or leaving at the
/// bottom (trailing) edge. A still picture shows views at rest, in `.identity`.
///
/// ```swift
/// card.scrollTransition { content, phase in
///     content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.9)
/// }
/// ```
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Coming in at, or leaving by, the top (leading) edge.
    case topLeading
    /// Inside the visible region.
    case identity
    /// Coming in at, or leaving by, the bottom (trailing) edge.
    case bottomTrailing

    /// Whether the view is in the visible region.
    public var isIdentity: Bool { self == .identity }

    /// The phase as a number: -1 at the top (leading) edge, 0 visible, 1 at the bottom (trailing) edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}
