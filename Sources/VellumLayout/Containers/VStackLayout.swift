/// A vertical stack's layout, usable as a `Layout` value.
///
/// ```swift
/// VStackLayout(alignment: .leading, spacing: 12) { Text("A"); Text("B") }
/// ```
public struct VStackLayout: Layout, Sendable {
    /// The horizontal alignment of the children.
    public var alignment: HorizontalAlignment
    /// The distance between children, or nil for each pair's default.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties(); p.stackOrientation = .vertical; return p
    }

    private var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.size(proposal, subviews) { $0[alignment] }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal, subviews) { $0[alignment] }
    }
}
