import Foundation
import VellumGeometry
import VellumViews

/// The symbols Charts draws for points: circle, square, triangle, diamond,
/// pentagon, plus, cross and asterisk.
///
/// ```swift
/// PointMark(x: .value("X", p.x), y: .value("Y", p.y)).symbol(.diamond)
/// ```
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
    package enum Kind: Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    package let kind: Kind

    /// A filled circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A filled triangle, point up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A filled diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A filled pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A diagonal cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }

    /// The order Charts gives series their symbols.
    package static let automaticOrder: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// How much of its frame the symbol fills.
    public var perceptualUnitRect: CGRect {
        switch kind {
        case .circle: CGRect(x: 0, y: 0, width: 1, height: 1)
        case .square: CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
        default: CGRect(x: 0, y: 0, width: 1, height: 1)
        }
    }

    /// The symbol in `rect`.
    public func path(in rect: CGRect) -> Path {
        var p = Path()
        let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        func polygon(_ n: Int, rotation: Double) {
            for i in 0..<n {
                let a = rotation + Double(i) * 2 * .pi / Double(n)
                let pt = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                i == 0 ? p.move(to: pt) : p.addLine(to: pt)
            }
            p.closeSubpath()
        }
        func bars(_ angles: [Double]) {
            let t = r * 0.35
            for a in angles {
                let dx = cos(a) * r, dy = sin(a) * r, nx = -sin(a) * t / 2, ny = cos(a) * t / 2
                p.move(to: CGPoint(x: c.x - dx + nx, y: c.y - dy + ny))
                p.addLine(to: CGPoint(x: c.x + dx + nx, y: c.y + dy + ny))
                p.addLine(to: CGPoint(x: c.x + dx - nx, y: c.y + dy - ny))
                p.addLine(to: CGPoint(x: c.x - dx - nx, y: c.y - dy - ny))
                p.closeSubpath()
            }
        }
        switch kind {
        case .circle: p.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .square: p.addRect(CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        case .triangle: polygon(3, rotation: -.pi / 2)
        case .diamond: polygon(4, rotation: -.pi / 2)
        case .pentagon: polygon(5, rotation: -.pi / 2)
        case .plus: bars([0, .pi / 2])
        case .cross: bars([.pi / 4, 3 * .pi / 4])
        case .asterisk: bars([.pi / 2, .pi / 2 + .pi / 3, .pi / 2 + 2 * .pi / 3])
        }
        return p
    }
}
