/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Corners whose curvature changes smoothly into the edges, as iOS draws
    /// its icons and buttons.
    case continuous
}
