import Foundation

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
