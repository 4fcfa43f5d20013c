import Foundation

/// What a grid cell asks of its grid: `gridCellColumns`,
/// `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`.
struct GridCellTraits: Sendable {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set?

    /// These traits with `inner`'s set values laid over them.
    func merged(with inner: GridCellTraits) -> GridCellTraits {
        GridCellTraits(columns: inner.columns ?? columns, columnAlignment: inner.columnAlignment ?? columnAlignment,
                       anchor: inner.anchor ?? anchor, unsizedAxes: inner.unsizedAxes ?? unsizedAxes)
    }
}

/// The cell traits of one grid, by the index a cell's marker node names.
/// Guarded by a lock because lowering may run on any thread.
final class GridCellTraitTable: @unchecked Sendable {
    private let lock = NSLock()
    private var cells: [GridCellTraits] = []
    static let markerPrefix = "GridCellTraits#"

    /// Keeps `traits`; returns the marker name for them.
    func register(_ traits: GridCellTraits) -> String {
        lock.lock(); defer { lock.unlock() }
        cells.append(traits)
        return Self.markerPrefix + String(cells.count - 1)
    }

    /// The cell inside a marker node and its traits (merged when markers nest), or the node itself.
    func unwrap(_ node: LayoutNode) -> (cell: LayoutNode, traits: GridCellTraits) {
        var node = node, traits = GridCellTraits()
        while node.name.hasPrefix(Self.markerPrefix), node.children.count == 1,
              let index = Int(node.name.dropFirst(Self.markerPrefix.count)) {
            lock.lock(); let t = index < cells.count ? cells[index] : GridCellTraits(); lock.unlock()
            traits = t.merged(with: traits)
            node = node.children[0]
        }
        return (node, traits)
    }
}

extension EnvironmentKeys {
    struct GridCellTraitTableKey: EnvironmentKey { static let defaultValue: GridCellTraitTable? = nil }
}

extension EnvironmentValues {
    /// The cell traits table of the enclosing grid (nil outside a grid).
    var gridCellTraitTable: GridCellTraitTable? {
        get { self[EnvironmentKeys.GridCellTraitTableKey.self] }
        set { self[EnvironmentKeys.GridCellTraitTableKey.self] = newValue }
    }
}

/// Marks the cells of its content with traits their grid reads.
struct GridCellTraitModifier: PrimitiveModifier {
    let traits: GridCellTraits
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        guard let table = context.environment.gridCellTraitTable else { return try context.lower(content) }
        return try context.lower(content).map { node in
            LayoutNode(.padding(EdgeInsets()), children: [node], name: table.register(traits))
        }
    }
}

nonisolated extension View {
    /// Makes this grid cell span `count` columns.
    ///
    /// ```swift
    /// GridRow { Text("Wide").gridCellColumns(2) }
    /// ```
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellTraitModifier(traits: GridCellTraits(columns: Swift.max(1, count))))
    }
    /// Aligns every cell of this cell's column horizontally by `guide`.
    ///
    /// ```swift
    /// GridRow { Text("Name").gridColumnAlignment(.trailing); Text("Ada") }
    /// ```
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridCellTraitModifier(traits: GridCellTraits(columnAlignment: guide)))
    }
    /// Places this cell in its grid cell at `anchor`, overriding the alignment.
    ///
    /// ```swift
    /// Color.red.frame(width: 10, height: 10).gridCellAnchor(.topLeading)
    /// ```
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(GridCellTraitModifier(traits: GridCellTraits(anchor: anchor)))
    }
    /// Keeps this cell from sizing its column or row on `axes`: it takes the size the others give.
    ///
    /// ```swift
    /// GridRow { Divider().gridCellUnsizedAxes(.horizontal) }
    /// ```
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(GridCellTraitModifier(traits: GridCellTraits(unsizedAxes: axes)))
    }
}
