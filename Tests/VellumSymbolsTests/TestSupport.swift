import Foundation
import VellumGeometry
@testable import VellumSymbols

/// Test helpers: point-in-path coverage (curves flattened once per layer), SVG path text, sheets.
enum TestSupport {
    /// A layer's outline flattened once (curves cut into 16 pieces), so that
    /// many points can be tested against it cheaply.
    struct FlatLayer {
        let polygons: [[CGPoint]]
        let evenOdd: Bool

        init(_ layer: SymbolLayer) {
            polygons = layer.path.polygons(steps: 16)
            evenOdd = layer.evenOdd
        }

        /// Winding number of `point` with respect to the outline.
        func winding(_ point: CGPoint) -> Int {
            var total = 0
            for poly in polygons {
                for i in poly.indices {
                    let a = poly[i], b = poly[(i + 1) % poly.count]
                    if a.y <= point.y {
                        if b.y > point.y && cross(a, b, point) > 0 { total += 1 }
                    } else if b.y <= point.y && cross(a, b, point) < 0 {
                        total -= 1
                    }
                }
            }
            return total
        }

        /// Whether `point` is painted under the layer's fill rule (or `evenOdd`'s).
        func covers(_ point: CGPoint, evenOdd rule: Bool? = nil) -> Bool {
            let w = winding(point)
            return (rule ?? evenOdd) ? w % 2 != 0 : w != 0
        }

        private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
            (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        }
    }

    /// Whether `point` is painted by `layer` under its fill rule.
    static func covers(_ layer: SymbolLayer, _ point: CGPoint, evenOdd: Bool? = nil) -> Bool {
        FlatLayer(layer).covers(point, evenOdd: evenOdd)
    }

    /// Which cells of an `n`×`n` grid over `box` the monochrome image paints.
    static func signature(_ image: SymbolImage, box: CGRect, n: Int = 16) -> [Bool] {
        let layers = image.monochromeLayers.map(FlatLayer.init)
        var bits: [Bool] = []
        for row in 0..<n {
            for column in 0..<n {
                let p = CGPoint(x: box.minX + (CGFloat(column) + 0.5) * box.width / CGFloat(n),
                                y: box.minY + (CGFloat(row) + 0.5) * box.height / CGFloat(n))
                bits.append(layers.contains { $0.covers(p) })
            }
        }
        return bits
    }

    /// SVG path data for `path` (test output only).
    static func pathData(_ path: Path) -> String {
        func f(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
        var s = ""
        path.forEach { e in
            switch e {
            case .move(let p): s += "M\(f(p.x)) \(f(p.y))"
            case .line(let p): s += "L\(f(p.x)) \(f(p.y))"
            case .quadCurve(let p, let c): s += "Q\(f(c.x)) \(f(c.y)) \(f(p.x)) \(f(p.y))"
            case .curve(let p, let c1, let c2):
                s += "C\(f(c1.x)) \(f(c1.y)) \(f(c2.x)) \(f(c2.y)) \(f(p.x)) \(f(p.y))"
            case .closeSubpath: s += "Z"
            }
        }
        return s
    }

    /// An SVG contact sheet of `names`, each drawn at `pointSize` in monochrome
    /// and in palette colours, with its frame and baseline marked.
    static func sheet(_ library: SymbolLibrary, names: [String], pointSize: CGFloat = 40,
                      weight: Int = 400, scale: SymbolScale = .medium, columns: Int = 8) -> String {
        let cell = CGSize(width: pointSize * 3.2, height: pointSize * 2.6)
        let rows = (names.count + columns - 1) / columns
        var body = ""
        let colours = ["#1a1a1a", "#4a90e2", "#e94e77"]
        for (i, name) in names.enumerated() {
            guard let image = library.image(named: name, pointSize: pointSize, weight: weight, scale: scale) else { continue }
            let x = CGFloat(i % columns) * cell.width + (cell.width - image.size.width) / 2
            let y = CGFloat(i / columns) * cell.height + pointSize * 0.3
            body += "<g transform=\"translate(\(x) \(y))\">"
            body += "<rect width=\"\(image.size.width)\" height=\"\(image.size.height)\" fill=\"none\" stroke=\"#ddd\" stroke-width=\"0.5\"/>"
            let base = image.size.height - image.baselineOffset
            body += "<line x1=\"-4\" x2=\"\(image.size.width + 4)\" y1=\"\(base)\" y2=\"\(base)\" stroke=\"#f99\" stroke-width=\"0.5\"/>"
            for layer in image.layers {
                body += "<path d=\"\(pathData(layer.path))\" fill=\"\(colours[min(layer.level, 2)])\" fill-rule=\"\(layer.evenOdd ? "evenodd" : "nonzero")\"/>"
            }
            body += "</g>"
            let label = name.replacingOccurrences(of: "&", with: "&amp;")
            body += "<text x=\"\(CGFloat(i % columns) * cell.width + cell.width / 2)\" y=\"\(CGFloat(i / columns) * cell.height + cell.height - 6)\" font-size=\"10\" text-anchor=\"middle\" font-family=\"DejaVu Sans\">\(label)</text>"
        }
        let width = CGFloat(columns) * cell.width, height = CGFloat(rows) * cell.height
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\"><rect width=\"100%\" height=\"100%\" fill=\"white\"/>\(body)</svg>"
    }
}
