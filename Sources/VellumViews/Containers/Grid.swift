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
        var cells: [LayoutNode] = []
        var rows: [Int] = []
        for node in try context.lower(content) {
            if node.name == GridRowMarker.name {
                cells += node.children; rows.append(node.children.count)
            } else {
                cells.append(node); rows.append(0)   // 0: a view that spans every column
            }
        }
        let layout = TableGridLayout(rowLengths: rows, alignment: alignment,
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
    /// Cells per row, in order; 0 marks a view spanning the whole width.
    let rowLengths: [Int]
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    private func measure(_ subviews: Subviews) -> (columns: [CGFloat], rows: [CGFloat]) {
        var columns: [CGFloat] = []
        var rows: [CGFloat] = []
        var index = 0
        for length in rowLengths {
            var tallest: CGFloat = 0
            for k in 0..<Swift.max(1, length) where index < subviews.count {
                let s = subviews[index].sizeThatFits(.unspecified)
                if length > 0 {
                    if k >= columns.count { columns.append(0) }
                    columns[k] = Swift.max(columns[k], s.width)
                }
                tallest = Swift.max(tallest, s.height)
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
        var y = bounds.minY, index = 0
        for (r, length) in rowLengths.enumerated() {
            var x = bounds.minX
            for k in 0..<Swift.max(1, length) where index < subviews.count {
                let width = length > 0 ? columns[k] : fullWidth
                let cell = CGRect(x: x, y: y, width: width, height: rows[r])
                let q = length > 0 ? ProposedViewSize.unspecified : ProposedViewSize(width: width, height: nil)
                let d = subviews[index].dimensions(in: q)
                let outer = ViewDimensions(size: cell.size)
                subviews[index].place(at: CGPoint(x: cell.minX + outer[alignment.horizontal] - d[alignment.horizontal],
                                                  y: cell.minY + outer[alignment.vertical] - d[alignment.vertical]),
                                      anchor: .topLeading, proposal: q)
                x += width + horizontalSpacing
                index += 1
            }
            y += rows[r] + verticalSpacing
        }
    }
}
