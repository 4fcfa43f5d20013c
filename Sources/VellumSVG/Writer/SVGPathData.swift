/// Path data (`d`) for a path, in absolute commands.
package enum SVGPathData {
    package static func string(_ path: Path) -> String {
        var parts: [String] = []
        let f = SVGNumber.format as (CGFloat) -> String
        for e in path.elements {
            switch e {
            case .move(let p): parts.append("M" + f(p.x) + " " + f(p.y))
            case .line(let p): parts.append("L" + f(p.x) + " " + f(p.y))
            case .quadCurve(let p, let c): parts.append("Q" + f(c.x) + " " + f(c.y) + " " + f(p.x) + " " + f(p.y))
            case .curve(let p, let c1, let c2):
                parts.append("C" + f(c1.x) + " " + f(c1.y) + " " + f(c2.x) + " " + f(c2.y) + " " + f(p.x) + " " + f(p.y))
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined()
    }

    /// The rectangle a path draws, when it is exactly one axis-aligned rectangle.
    package static func rectangle(_ path: Path) -> CGRect? {
        let e = path.elements
        guard e.count == 5, case .move(let a) = e[0], case .line(let b) = e[1], case .line(let c) = e[2],
              case .line(let d) = e[3], case .closeSubpath = e[4] else { return nil }
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return nil }
        let r = CGRect(x: Swift.min(a.x, c.x), y: Swift.min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
        return r.width > 0 && r.height > 0 ? r : nil
    }
}
