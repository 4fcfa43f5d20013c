import Foundation
import VellumGeometry
import VellumLayout

/// A container that arranges views in a two-dimensional table: each column
/// as wide as its widest cell, each row as tall as its tallest; offered more,
/// columns and rows with flexible cells share it as a stack's children do.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Name"); Text("Ada") }
///     GridRow { Text("Born"); Text("1815") }
/// }
/// ```
public struct Grid<Content: View>: PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing; self.content = content()
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var cells: [LayoutNode] = []
        var rows: [Int] = []
        var placement = TableGridLayout.Cells()
        func add(_ node: LayoutNode, column: inout Int, spanning: Bool) {
            let cell = node, traits = GridCellTraits.of(node)
            let span = spanning ? 1 : (traits.columns ?? 1)
            cells.append(cell)
            placement.spans.append(span); placement.columns.append(column)
            placement.unsized.append(traits.unsizedAxes ?? []); placement.anchors.append(traits.anchor)
            if let guide = traits.columnAlignment, !spanning, placement.columnAlignments[column] == nil { placement.columnAlignments[column] = guide }
            column += span
        }
        for node in try context.lower(content) {
            var column = 0
            if node.role == .gridRow {
                for cell in node.children { add(cell, column: &column, spanning: false) }
                rows.append(node.children.count)
            } else {
                add(node, column: &column, spanning: true); rows.append(0)   // 0: a view that spans every column
            }
        }
        let layout = TableGridLayout(rowLengths: rows, cells: placement, alignment: alignment,
                                     horizontalSpacing: horizontalSpacing ?? ViewSpacing.defaultDistance,
                                     verticalSpacing: verticalSpacing ?? ViewSpacing.defaultDistance)
        return [LayoutNode(.layout(LayoutBox(layout)), children: cells, name: "Grid")]
    }
}

/// A horizontal row in a `Grid`.
public struct GridRow<Content: View>: PrimitiveView {
    let content: Content
    /// Creates a row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var row = LayoutNode(.leaf(.empty), children: try context.lower(content), name: "GridRow")
        row.role = .gridRow
        return [row]
    }
}

/// The layout of `Grid`: columns sized to their widest cell, rows to their
/// tallest, the offered length shared among them (see `measure`).
struct TableGridLayout: Layout {
    /// Where each cell goes, in cell order.
    struct Cells: Sendable {
        /// The columns a cell spans (`gridCellColumns`).
        var spans: [Int] = []
        /// The first column of a cell.
        var columns: [Int] = []
        /// The axes a cell does not size its column or row on (`gridCellUnsizedAxes`).
        var unsized: [Axis.Set] = []
        /// Where a cell is placed in its cell (`gridCellAnchor`), nil for the alignment.
        var anchors: [UnitPoint?] = []
        /// Column alignments (`gridColumnAlignment`), by column.
        var columnAlignments: [Int: HorizontalAlignment] = [:]
    }

    /// Cells per row, in order; 0 marks a view spanning the whole width.
    let rowLengths: [Int]
    let cells: Cells
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    /// The cells of each column that size it (one column wide, not unsized
    /// horizontally), and of each row that size it (not unsized vertically).
    private func members(_ subviews: Subviews) -> (columns: [[Int]], rows: [[Int]]) {
        var columns: [[Int]] = [], rows: [[Int]] = []
        var index = 0
        for length in rowLengths {
            var row: [Int] = []
            for _ in 0..<Swift.max(1, length) where index < subviews.count {
                let unsized = index < cells.unsized.count ? cells.unsized[index] : []
                if length > 0 {
                    let column = cells.columns[index], span = cells.spans[index]
                    while columns.count < column + span { columns.append([]) }
                    if span == 1, !unsized.contains(.horizontal) { columns[column].append(index) }
                }
                if !unsized.contains(.vertical) { row.append(index) }
                index += 1
            }
            rows.append(row)
        }
        return (columns, rows)
    }

    /// Column widths and row heights for `proposal`.
    ///
    /// Unproposed, a column is as wide as its widest cell's ideal width and a
    /// row as tall as its tallest cell. Proposed a length, the columns share
    /// it as an HStack's children share its width: the least flexible first,
    /// each offered an equal part of what is left. A column is at least as
    /// wide as its widest cell must be and, when it holds cells that stop
    /// growing, no wider than the widest of those: a `frame(width: 75)` cell
    /// keeps its column 75 pt wide and the flexible cells above and below it
    /// fill that, a label wider than the tile above it widens the column to
    /// the label's width, and a column of flexible cells takes what the
    /// others leave. The rows then share the height the same way, each cell offered
    /// its column's width.
    private func measure(_ subviews: Subviews, _ proposal: ProposedViewSize) -> (columns: [CGFloat], rows: [CGFloat]) {
        let (columnMembers, rowMembers) = members(subviews)
        let columns = share(proposal.width, spacing: horizontalSpacing, count: columnMembers.count) { c, width in
            columnMembers[c].map { subviews[$0].sizeThatFits(ProposedViewSize(width: width, height: nil)).width }
        }
        // A cell's width: its column's, or its columns' with the spacing between them.
        var cellWidth: [CGFloat?] = Array(repeating: nil, count: subviews.count)
        var index = 0
        for length in rowLengths {
            for _ in 0..<Swift.max(1, length) where index < subviews.count {
                if length > 0 {
                    let column = cells.columns[index], span = cells.spans[index]
                    let spanned = columns[Swift.min(column, columns.count)..<Swift.min(columns.count, column + span)]
                    cellWidth[index] = spanned.reduce(0, +) + horizontalSpacing * CGFloat(Swift.max(0, spanned.count - 1))
                }
                index += 1
            }
        }
        let fullWidth = columns.reduce(0, +) + horizontalSpacing * CGFloat(Swift.max(0, columns.count - 1))
        let rows = share(proposal.height, spacing: verticalSpacing, count: rowMembers.count) { r, height in
            rowMembers[r].map { i in
                let width = proposal.width == nil ? nil : (cellWidth[i] ?? fullWidth)
                return subviews[i].sizeThatFits(ProposedViewSize(width: width, height: height)).height
            }
        }
        return (columns, rows)
    }

    /// The lengths of `count` tracks along one axis, from `lengths(t, offer)`:
    /// what the cells that size track `t` choose when offered `offer`.
    ///
    /// With nothing available, a track is its longest cell's ideal length.
    /// Otherwise a track lies between the most its cells need (the longest
    /// when offered nothing) and the longest of the cells that stop growing
    /// (offered infinity; open when every cell grows without end), and the
    /// tracks share `available`, less the spacing, as a stack's children do
    /// (see `measure`).
    private func share(_ available: CGFloat?, spacing: CGFloat, count: Int,
                       _ lengths: (Int, CGFloat?) -> [CGFloat]) -> [CGFloat] {
        guard let available else { return (0..<count).map { lengths($0, nil).max() ?? 0 } }
        let ranges = (0..<count).map { t -> (low: CGFloat, high: CGFloat) in
            let low = lengths(t, 0).max() ?? 0
            // The cells that stop growing bound the track; only cells that all grow without end leave it open.
            let grown = lengths(t, .infinity)
            let high = grown.filter(\.isFinite).max() ?? (grown.isEmpty ? low : .infinity)
            return (low, Swift.max(low, high))
        }
        guard available.isFinite else { return ranges.map(\.high) }
        func flexibility(_ t: Int) -> CGFloat {
            let f = ranges[t].high - ranges[t].low
            return f.isNaN ? .infinity : f
        }
        var result = [CGFloat](repeating: 0, count: count)
        var remaining = Swift.max(0, available - spacing * CGFloat(Swift.max(0, count - 1)))
        var left = count
        for t in (0..<count).sorted(by: { (flexibility($0), $0) < (flexibility($1), $1) }) {
            let offer = remaining / CGFloat(left)
            result[t] = Swift.min(Swift.max(offer, ranges[t].low), ranges[t].high)
            remaining = Swift.max(0, remaining - result[t])
            left -= 1
        }
        return result
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (columns, rows) = measure(subviews, proposal)
        let width = columns.reduce(0, +) + horizontalSpacing * CGFloat(Swift.max(0, columns.count - 1))
        let height = rows.reduce(0, +) + verticalSpacing * CGFloat(Swift.max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (columns, rows) = measure(subviews, proposal)
        let fullWidth = columns.reduce(0, +) + horizontalSpacing * CGFloat(Swift.max(0, columns.count - 1))
        var starts: [CGFloat] = []
        var x0 = bounds.minX
        for c in columns { starts.append(x0); x0 += c + horizontalSpacing }
        var y = bounds.minY, index = 0
        for (r, length) in rowLengths.enumerated() {
            for _ in 0..<Swift.max(1, length) where index < subviews.count {
                let column = cells.columns[index], span = cells.spans[index], unsized = cells.unsized[index]
                let x = length > 0 && column < starts.count ? starts[column] : bounds.minX
                let width = length > 0
                    ? columns[column..<Swift.min(columns.count, column + span)].reduce(0, +) + horizontalSpacing * CGFloat(span - 1)
                    : fullWidth
                let cell = CGRect(x: x, y: y, width: width, height: rows[r])
                // A grid offered a length offers its cells theirs (a flexible cell fills its column or row);
                // unoffered, a cell sized by its own column or row is offered nothing, and takes its ideal size.
                let proposeWidth = proposal.width != nil || length == 0 || span > 1 || unsized.contains(.horizontal)
                let proposeHeight = proposal.height != nil || unsized.contains(.vertical)
                let q = ProposedViewSize(width: proposeWidth ? width : nil, height: proposeHeight ? rows[r] : nil)
                let d = subviews[index].dimensions(in: q)
                if let anchor = cells.anchors[index] {
                    subviews[index].place(at: CGPoint(x: cell.minX + anchor.x * (cell.width - d.width), y: cell.minY + anchor.y * (cell.height - d.height)),
                                          anchor: .topLeading, proposal: q)
                } else {
                    let horizontal = length > 0 && span == 1 ? (cells.columnAlignments[column] ?? alignment.horizontal) : alignment.horizontal
                    let outer = ViewDimensions(size: cell.size)
                    subviews[index].place(at: CGPoint(x: cell.minX + outer[horizontal] - d[horizontal],
                                                      y: cell.minY + outer[alignment.vertical] - d[alignment.vertical]),
                                          anchor: .topLeading, proposal: q)
                }
                index += 1
            }
            y += rows[r] + verticalSpacing
        }
    }
}
