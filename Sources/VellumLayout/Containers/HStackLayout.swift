/// A horizontal stack's layout, usable as a `Layout` value.
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout(spacing: 4))
/// ```
public struct HStackLayout: Layout, Sendable {
    /// The vertical alignment of the children.
    public var alignment: VerticalAlignment
    /// The distance between children, or nil for each pair's default.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties(); p.stackOrientation = .horizontal; return p
    }

    private var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.size(proposal, subviews) { $0[alignment] }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal, subviews) { $0[alignment] }
    }
}
