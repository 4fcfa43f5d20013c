import Foundation

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
        sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeSubviews(in: bounds, proposal, subviews)
    }

    /// The stack's size for any view of its children.
    package func sizeThatFits<C: StackChildren>(_ proposal: ProposedViewSize, _ children: C) -> CGSize {
        algorithm.size(proposal, children) { $0[alignment] }
    }

    /// Places the children, seen through any view of them.
    package func placeSubviews<C: StackChildren>(in bounds: CGRect, _ proposal: ProposedViewSize, _ children: C) {
        algorithm.place(in: bounds, proposal, children) { $0[alignment] }
    }
}
