import VellumGeometry

/// What a size or dimensions answer depends on, packed small: the
/// proposal's dimensions as bit patterns (nil as a NaN payload that a
/// cleaned proposal never holds) and the enclosing stack's axis, if the
/// node reads it.
struct ProposalKey: Hashable {
    private var width: UInt64
    private var height: UInt64
    private var axis: UInt8

    /// The bit pattern that stands for an unspecified dimension.
    private static let unspecified: UInt64 = 0x7FF8_0000_5EED_0001
    /// The key of no proposal at all (an empty cache slot).
    static let none = ProposalKey(width: unspecified, height: unspecified, axis: .max)

    private init(width: UInt64, height: UInt64, axis: UInt8) {
        self.width = width; self.height = height; self.axis = axis
    }

    /// The key of `proposal` in a stack of `axis` (nil outside a stack, or
    /// for a node whose size ignores it).
    init(_ proposal: ProposedViewSize, _ axis: Axis?) {
        width = proposal.width.map { Double($0).bitPattern } ?? Self.unspecified
        height = proposal.height.map { Double($0).bitPattern } ?? Self.unspecified
        switch axis {
        case nil: self.axis = 0
        case .horizontal?: self.axis = 1
        case .vertical?: self.axis = 2
        }
    }
}
