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
        extent(subviews.map { $0.dimensions(in: proposal) }, subviews).size
    }

    /// Places every child so that their alignment guides coincide; the
    /// common guide sits where the sizing put it.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let q = ProposedViewSize(bounds.size)
        let ds = subviews.map { $0.dimensions(in: q) }
        let box = extent(ds, subviews)
        let lineX = bounds.minX - box.minX + (bounds.width - box.width) / 2
        let lineY = bounds.minY - box.minY + (bounds.height - box.height) / 2
        for (s, d) in zip(subviews, ds) {
            s.place(at: CGPoint(x: lineX - d[alignment.horizontal], y: lineY - d[alignment.vertical]),
                    anchor: .topLeading, proposal: q)
        }
    }

    /// The union of the highest-priority children's frames, relative to the
    /// common alignment point.
    private func extent(_ ds: [ViewDimensions], _ subviews: Subviews) -> CGRect {
        guard let top = subviews.map(\.priority).max() else { return .zero }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        // A child that is infinitely long on an axis (a flexible view offered
        // infinity) makes the stack infinitely long there; guard the arithmetic,
        // where ∞ − ∞ would be NaN.
        var infiniteWidth = false, infiniteHeight = false
        for (s, d) in zip(subviews, ds) where s.priority == top {
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
