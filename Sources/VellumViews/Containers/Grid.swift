/// A container that arranges views in a two-dimensional table: each column
/// as wide as its widest cell, each row as tall as its tallest.
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
        let table = GridCellTraitTable()
        var cells: [LayoutNode] = []
        var rows: [Int] = []
        var placement = TableGridLayout.Cells()
        func add(_ node: LayoutNode, column: inout Int, spanning: Bool) {
            let (cell, traits) = table.unwrap(node)
            let span = spanning ? 1 : (traits.columns ?? 1)
            cells.append(cell)
            placement.spans.append(span); placement.columns.append(column)
            placement.unsized.append(traits.unsizedAxes ?? []); placement.anchors.append(traits.anchor)
            if let guide = traits.columnAlignment, !spanning, placement.columnAlignments[column] == nil { placement.columnAlignments[column] = guide }
            column += span
        }
        for node in try context.with({ $0.gridCellTraitTable = table }).lower(content) {
            var column = 0
            if node.name == GridRowMarker.name {
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
        [LayoutNode(.leaf(.empty), children: try context.lower(content), name: GridRowMarker.name)]
    }
}

/// Marks a lowered `GridRow` for its grid.
enum GridRowMarker { static let name = "GridRow" }

/// The layout of `Grid`: columns sized to their widest cell, rows to their tallest.
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

    private func measure(_ subviews: Subviews) -> (columns: [CGFloat], rows: [CGFloat]) {
        var columns: [CGFloat] = []
        var rows: [CGFloat] = []
        var index = 0
        for length in rowLengths {
            var tallest: CGFloat = 0
            for _ in 0..<Swift.max(1, length) where index < subviews.count {
                let unsized = index < cells.unsized.count ? cells.unsized[index] : []
                let s = subviews[index].sizeThatFits(.unspecified)
                if length > 0 {
                    let column = cells.columns[index], span = cells.spans[index]
                    while columns.count < column + span { columns.append(0) }
                    if span == 1, !unsized.contains(.horizontal) { columns[column] = Swift.max(columns[column], s.width) }
                }
                if !unsized.contains(.vertical) { tallest = Swift.max(tallest, s.height) }
                index += 1
            }
            rows.append(tallest)
        }
        return (columns, rows)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (columns, rows) = measure(subviews)
        let width = columns.reduce(0, +) + horizontalSpacing * CGFloat(Swift.max(0, columns.count - 1))
        let height = rows.reduce(0, +) + verticalSpacing * CGFloat(Swift.max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (columns, rows) = measure(subviews)
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
                let proposeWidth = length == 0 || span > 1 || unsized.contains(.horizontal)
                let q = ProposedViewSize(width: proposeWidth ? width : nil, height: unsized.contains(.vertical) ? rows[r] : nil)
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
