/// Path data (`d`) for a path, in absolute commands.
package enum SVGPathData {
    package static func string(_ path: Path) -> String {
        // One string, appended in place: no array of parts, no temporaries.
        var out = ""
        out.reserveCapacity(path.elements.count * 16)
        func point(_ p: CGPoint) {
            out.append(SVGNumber.format(p.x))
            out.append(" ")
            out.append(SVGNumber.format(p.y))
        }
        for e in path.elements {
            switch e {
            case .move(let p): out.append("M"); point(p)
            case .line(let p): out.append("L"); point(p)
            case .quadCurve(let p, let c): out.append("Q"); point(c); out.append(" "); point(p)
            case .curve(let p, let c1, let c2):
                out.append("C"); point(c1); out.append(" "); point(c2); out.append(" "); point(p)
            case .closeSubpath: out.append("Z")
            }
        }
        return out
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
