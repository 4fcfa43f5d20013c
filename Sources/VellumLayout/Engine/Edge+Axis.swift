import VellumGeometry

extension Edge {
    /// The axis across which the edge lies: vertical for top and bottom.
    package var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }

    /// The unit point in the middle of the edge.
    package var unitPoint: UnitPoint {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        }
    }
}
