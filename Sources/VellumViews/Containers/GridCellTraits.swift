import Foundation
import VellumGeometry
import VellumLayout

/// What a grid cell asks of its grid: `gridCellColumns`,
/// `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`.
///
/// Rides on the cell's own node as a mark (`NodeMark`); its grid reads it
/// there once the cell is lowered (`of(_:)`).
struct GridCellTraits: NodeMark {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set?

    /// These traits with `other`'s set values laid over them.
    func merged(with other: GridCellTraits) -> GridCellTraits {
        GridCellTraits(columns: other.columns ?? columns, columnAlignment: other.columnAlignment ?? columnAlignment,
                       anchor: other.anchor ?? anchor, unsizedAxes: other.unsizedAxes ?? unsizedAxes)
    }

    /// The traits marked on `cell` or on the view inside it when what wraps
    /// it has one child (`.gridCellColumns(2).padding()`), as a view trait
    /// passes up through modifiers; where a trait is set twice, the modifier
    /// applied last (the outer one) wins.
    static func of(_ cell: LayoutNode) -> GridCellTraits {
        let wrapsOneView: Bool
        switch cell.kind {
        case .layout, .firstFitting, .geometryReader, .lazyRun: wrapsOneView = false   // a container keeps its views' traits
        default: wrapsOneView = cell.children.count == 1
        }
        let inner = wrapsOneView ? of(cell.children[0]) : GridCellTraits()
        // Marks are kept innermost first.
        return cell.marks.reduce(inner) { traits, mark in (mark as? GridCellTraits).map(traits.merged) ?? traits }
    }
}

/// Marks the cells of its content with traits their grid reads.
struct GridCellTraitModifier: PrimitiveModifier {
    let traits: GridCellTraits
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let traits = traits
        return try context.lowerEach(content) { node in
            var cell = node
            cell.marks.append(traits)
            return cell
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
