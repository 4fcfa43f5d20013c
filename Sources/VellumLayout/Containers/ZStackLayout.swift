import Foundation

/// An overlaying stack's layout, usable as a `Layout` value.
///
/// ```swift
/// ZStackLayout(alignment: .topLeading) { Color.blue; Text("Corner") }
/// ```
public struct ZStackLayout: Layout, Sendable {
    /// How children are aligned to each other.
    public var alignment: Alignment

    /// Creates an overlaying stack layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The size: the union of the aligned children of the highest priority
    /// (swiftui-facts §2.4, ZStack).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        sizeThatFits(proposal, subviews)
    }

    /// Places every child so that their alignment guides coincide; the
    /// common guide sits where the sizing put it.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeSubviews(in: bounds, proposal, subviews)
    }

    /// The stack's size for any view of its children.
    package func sizeThatFits<C: StackChildren>(_ proposal: ProposedViewSize, _ children: C) -> CGSize {
        extent((0..<children.count).map { children.dimensions($0, in: proposal) }, children).size
    }

    /// Places the children, seen through any view of them.
    package func placeSubviews<C: StackChildren>(in bounds: CGRect, _ proposal: ProposedViewSize, _ children: C) {
        let q = ProposedViewSize(bounds.size)
        let ds = (0..<children.count).map { children.dimensions($0, in: q) }
        let box = extent(ds, children)
        let lineX = bounds.minX - box.minX + (bounds.width - box.width) / 2
        let lineY = bounds.minY - box.minY + (bounds.height - box.height) / 2
        for (i, d) in ds.enumerated() {
            children.place(i, at: CGPoint(x: lineX - d[alignment.horizontal], y: lineY - d[alignment.vertical]), proposal: q)
        }
    }

    /// The union of the highest-priority children's frames, relative to the
    /// common alignment point.
    private func extent<C: StackChildren>(_ ds: [ViewDimensions], _ children: C) -> CGRect {
        guard let top = (0..<children.count).map(children.priority).max() else { return .zero }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        // A child that is infinitely long on an axis (a flexible view offered
        // infinity) makes the stack infinitely long there; guard the arithmetic,
        // where ∞ − ∞ would be NaN.
        var infiniteWidth = false, infiniteHeight = false
        for (i, d) in ds.enumerated() where children.priority(i) == top {
            if !d.width.isFinite { infiniteWidth = true } else {
                let x = -d[alignment.horizontal]
                minX = Swift.min(minX, x); maxX = Swift.max(maxX, x + d.width)
            }
            if !d.height.isFinite { infiniteHeight = true } else {
                let y = -d[alignment.vertical]
                minY = Swift.min(minY, y); maxY = Swift.max(maxY, y + d.height)
            }
        }
        let width = infiniteWidth ? CGFloat.infinity : (minX.isFinite ? maxX - minX : 0)
        let height = infiniteHeight ? CGFloat.infinity : (minY.isFinite ? maxY - minY : 0)
        return CGRect(x: minX.isFinite && !infiniteWidth ? minX : 0, y: minY.isFinite && !infiniteHeight ? minY : 0, width: width, height: height)
    }
}
