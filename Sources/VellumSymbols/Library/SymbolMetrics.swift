import Foundation
import VellumGeometry

/// How symbols are sized and aligned against text, after SF Symbols.
///
/// Glyphs are designed in units of 1/100 em at medium scale and regular weight,
/// centred on the middle of the cap height. `circle.fill` is 99.61 units across,
/// so it is 99.61 % of the point size at medium scale (swiftui-facts §7).
enum SymbolMetrics {
    /// SF Pro's cap height, in em.
    static let capHeight: CGFloat = 0.705

    /// The space around a symbol's ink in its content bounds (iOS 26's frame),
    /// in design units: `globe` at 17 pt, large scale, is 23 × 22 pt there (facts §9).
    static let contentPadding = CGSize(width: 3.2, height: 0.9)

    /// The space above and below a symbol's ink in its frame, in design units:
    /// the frames of `plus`, `arrow.up.arrow.down.square` and
    /// `line.3.horizontal.decrease.circle` that iOS 17 drew at 17 pt are their ink
    /// and about 1 pt more each way (docs/reference/fidelity-real-pngs.md).
    static let verticalMargin: CGFloat = 6

    /// How much a drawing SF Pro's table does not list is enlarged: Vellum's
    /// drawings of the names it lists were, at the median, 5 % smaller than SF's
    /// glyphs (4.8 % narrower, 5.6 % shorter; docs/reference/fidelity-real-pngs.md).
    static let untabledScale: CGFloat = 1.055

    /// The side margins of a symbol SF Pro's table does not list, in design
    /// units: 8.7 for a symbol in a circle, 12.5 for the rest, SF Symbols' two
    /// usual margins.
    static func defaultSideMargin(_ name: String) -> CGFloat {
        enclosure(name) == "circle" ? 8.7 : 12.5
    }

    /// Whether `name` is a symbol in a circle or a square (`….circle`, `….square.fill`).
    static func isEnclosed(_ name: String) -> Bool {
        let shape = enclosure(name)
        return shape == "circle" || shape == "square"
    }

    /// The last part of `name` before any `.fill`.
    private static func enclosure(_ name: String) -> Substring? {
        let parts = name.split(separator: ".")
        return parts.last == "fill" ? parts.dropLast().last : parts.last
    }

    /// How much larger than at regular weight a symbol is drawn at `weight`, at
    /// any scale: the growth of `circle.fill`'s diameter.
    static func weightGrowth(_ weight: Int) -> CGFloat {
        unit(pointSize: 100, weight: weight, scale: .medium) / unit(pointSize: 100, weight: 400, scale: .medium)
    }

    /// `circle.fill` diameters in percent of the point size, per scale
    /// (small, medium, large), at ultraLight, regular and black weights.
    private static let diameters: [(weight: CGFloat, sizes: [CGFloat])] = [
        (100, [74.46, 94.63, 121.66]),
        (400, [78.86, 99.61, 127.2]),
        (900, [83.98, 106.64, 135.89]),
    ]

    /// Stroke widths in design units for CSS weights 100, 200, … 900.
    private static let strokes: [CGFloat] = [3.4, 4.8, 6.5, 8.2, 9.4, 10.8, 12.2, 13.8, 15.4]

    /// Points per design unit.
    static func unit(pointSize: CGFloat, weight: Int, scale: SymbolScale) -> CGFloat {
        let column: Int
        switch scale {
        case .small: column = 0
        case .medium: column = 1
        case .large: column = 2
        }
        let w = CGFloat(Swift.min(Swift.max(weight, 100), 900))
        let (lo, hi) = w <= 400 ? (diameters[0], diameters[1]) : (diameters[1], diameters[2])
        let t = (w - lo.weight) / (hi.weight - lo.weight)
        let percent = lo.sizes[column] + (hi.sizes[column] - lo.sizes[column]) * t
        return pointSize / 100 * percent / diameters[1].sizes[1]
    }

    /// The stroke width for a CSS weight, in design units.
    static func strokeWidth(weight: Int) -> CGFloat {
        let w = CGFloat(Swift.min(Swift.max(weight, 100), 900))
        let position = (w - 100) / 100
        let i = Swift.min(Int(position), strokes.count - 2)
        let t = position - CGFloat(i)
        return strokes[i] + (strokes[i + 1] - strokes[i]) * t
    }
}
