import Foundation
import VellumGeometry
import VellumLayout

/// The layout of `LazyVGrid` and `LazyHGrid`: cells fill the tracks of the
/// cross axis in order, line after line along the major axis.
struct LazyGridLayout: Layout {
    /// The axis lines grow along (vertical for LazyVGrid).
    let axis: Axis
    let tracks: [GridItem]
    let alignment: Alignment
    let lineSpacing: CGFloat

    private func trackLengths(_ proposal: ProposedViewSize, _ subviews: Subviews) -> [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)] {
        let cross = proposal[axis.other] ?? idealCross(subviews)
        return GridTracks(items: tracks).resolve(cross)
    }

    private func idealCross(_ subviews: Subviews) -> CGFloat {
        // Without a proposal, tracks take their minimum or the widest cell.
        let widest = subviews.map { $0.sizeThatFits(.unspecified)[axis.other] }.max() ?? 0
        return tracks.reduce(0) { sum, item in
            switch item.size {
            case .fixed(let v): return sum + v + (item.spacing ?? 8)
            case .flexible(let mn, _): return sum + Swift.max(mn, widest) + (item.spacing ?? 8)
            case .adaptive(let mn, _): return sum + Swift.max(mn, widest) + (item.spacing ?? 8)
            }
        } - (tracks.last?.spacing ?? 8)
    }

    private func lines(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (tracks: [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)], lineLengths: [CGFloat]) {
        let t = trackLengths(proposal, subviews)
        guard !t.isEmpty else { return (t, []) }
        var lineLengths: [CGFloat] = []
        var i = 0
        while i < subviews.count {
            var longest: CGFloat = 0
            for k in 0..<t.count where i + k < subviews.count {
                let s = subviews[i + k].sizeThatFits(ProposedViewSize(nil, t[k].length, axis: axis))
                longest = Swift.max(longest, s[axis])
            }
            lineLengths.append(longest)
            i += t.count
        }
        return (t, lineLengths)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (t, lineLengths) = lines(proposal, subviews)
        let cross = t.reduce(0) { $0 + $1.length + $1.spacing } - (t.last?.spacing ?? 0)
        let major = lineLengths.reduce(0, +) + lineSpacing * CGFloat(Swift.max(0, lineLengths.count - 1))
        let crossLength = proposal[axis.other].map { $0.isFinite ? Swift.max($0, cross) : cross } ?? cross
        return CGSize(major, crossLength, axis: axis)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (t, lineLengths) = lines(ProposedViewSize(bounds.size), subviews)
        guard !t.isEmpty else { return }
        let totalCross = t.reduce(0) { $0 + $1.length + $1.spacing } - (t.last?.spacing ?? 0)
        let crossOrigin = (axis == .vertical ? bounds.minX : bounds.minY)
            + (bounds.size[axis.other] - totalCross) * (axis == .vertical ? unit(alignment.horizontal) : unit(alignment.vertical))
        var major = axis == .vertical ? bounds.minY : bounds.minX
        for (line, lineLength) in lineLengths.enumerated() {
            var cross = crossOrigin
            for k in 0..<t.count {
                let index = line * t.count + k
                guard index < subviews.count else { break }
                let cell = axis == .vertical
                    ? CGRect(x: cross, y: major, width: t[k].length, height: lineLength)
                    : CGRect(x: major, y: cross, width: lineLength, height: t[k].length)
                let a = t[k].alignment ?? .center
                let q = ProposedViewSize(nil, t[k].length, axis: axis)
                let d = subviews[index].dimensions(in: q)
                let outer = ViewDimensions(size: cell.size)
                subviews[index].place(at: CGPoint(x: cell.minX + outer[a.horizontal] - d[a.horizontal],
                                                  y: cell.minY + outer[a.vertical] - d[a.vertical]),
                                      anchor: .topLeading, proposal: q)
                cross += t[k].length + t[k].spacing
            }
            major += lineLength + lineSpacing
        }
    }

    private func unit(_ h: HorizontalAlignment) -> CGFloat { h == .leading ? 0 : h == .trailing ? 1 : 0.5 }
    private func unit(_ v: VerticalAlignment) -> CGFloat { v == .top ? 0 : v == .bottom ? 1 : 0.5 }
}

/// A container that arranges its views in a grid that grows vertically.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
///     ForEach(photos) { PhotoCell(photo: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: PrimitiveView {
    let layout: LazyGridLayout
    let content: Content
    /// Creates a vertically growing grid.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, tracks: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                                lineSpacing: spacing.map { $0.isFinite ? $0 : 8 } ?? 8)
        self.content = content()
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        try LazyContainerLowering.lower(content, layout: layout, axis: .vertical, name: "LazyVGrid", context)
    }
}

/// A container that arranges its views in a grid that grows horizontally.
public struct LazyHGrid<Content: View>: PrimitiveView {
    let layout: LazyGridLayout
    let content: Content
    /// Creates a horizontally growing grid.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, tracks: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                                lineSpacing: spacing.map { $0.isFinite ? $0 : 8 } ?? 8)
        self.content = content()
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        try LazyContainerLowering.lower(content, layout: layout, axis: .horizontal, name: "LazyHGrid", context)
    }
}

/// Views pinned while scrolling (not modelled in a static picture).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No pinned views.
    public init() { rawValue = 0 }
    /// Pinned section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Pinned section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
