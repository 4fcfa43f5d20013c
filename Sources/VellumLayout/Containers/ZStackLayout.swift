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

    /// The size: the union of the aligned children of the highest priority.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let top = subviews.map(\.priority).max() else { return .zero }
        let ds = subviews.filter { $0.priority == top }.map { $0.dimensions(in: proposal) }
        let gx = ds.map { $0[alignment.horizontal] }, gy = ds.map { $0[alignment.vertical] }
        let lineX = gx.max() ?? 0, lineY = gy.max() ?? 0
        let minX = zip(ds, gx).map { lineX - $1 }.min() ?? 0
        let minY = zip(ds, gy).map { lineY - $1 }.min() ?? 0
        let maxX = zip(ds, gx).map { lineX - $1 + $0.width }.max() ?? 0
        let maxY = zip(ds, gy).map { lineY - $1 + $0.height }.max() ?? 0
        return CGSize(width: maxX - minX, height: maxY - minY)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let outer = ViewDimensions(size: bounds.size)
        let q = ProposedViewSize(bounds.size)
        for s in subviews {
            let d = s.dimensions(in: q)
            s.place(at: CGPoint(x: bounds.minX + outer[alignment.horizontal] - d[alignment.horizontal],
                                y: bounds.minY + outer[alignment.vertical] - d[alignment.vertical]),
                    anchor: .topLeading, proposal: q)
        }
    }
}
