import Foundation
import VellumGeometry
import VellumViews

/// A shape used as the symbol of a point or of a line's points.
public protocol ChartSymbolShape: Shape {
    /// How much of the symbol's frame the shape fills, for equal visual weight.
    var perceptualUnitRect: CGRect { get }
}

/// A type-erased chart symbol shape.
package struct AnyChartSymbolShape: @unchecked Sendable {
    let pathIn: (CGRect) -> Path
    let unitRect: CGRect
    let filled: Bool
    package init<S: ChartSymbolShape>(_ shape: S, filled: Bool = true) {
        pathIn = { shape.path(in: $0) }; unitRect = shape.perceptualUnitRect; self.filled = filled
    }
    /// The symbol's path centred at `center` for a symbol of `size`.
    package func path(center: CGPoint, size: CGSize) -> Path {
        let w = size.width / max(0.01, unitRect.width), h = size.height / max(0.01, unitRect.height)
        return pathIn(CGRect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h))
    }
}
