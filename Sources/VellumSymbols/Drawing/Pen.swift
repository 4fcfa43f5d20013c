import Foundation
import VellumGeometry

/// Draws glyph parts as filled outlines in design units: 100 units are one em
/// at medium scale, the origin is the centre of the cap height, y runs down.
///
/// Every stroke comes back as a closed outline running clockwise on screen, and
/// every hole anticlockwise, so a layer fills correctly under the nonzero rule;
/// parts that do not overlap also fill correctly under even-odd.
struct Pen: Sendable {
    /// The stroke width, in design units.
    var w: CGFloat
    /// Half the stroke width.
    var h: CGFloat { w / 2 }

    /// How one end of an open stroke is finished.
    enum Cap: Sendable { case round, butt }

    // MARK: Solids

    /// A filled circle.
    func disc(_ c: CGPoint, _ r: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }

    /// A filled rounded rectangle (circular corners).
    func box(_ rect: CGRect, _ radius: CGFloat) -> Path {
        radius <= 0 ? Path(rect) : Path(roundedRect: rect, cornerRadius: radius, style: .circular)
    }

    // MARK: Strokes

    /// A circle stroked along radius `r`.
    func ring(_ c: CGPoint, _ r: CGFloat) -> Path {
        r > h ? disc(c, r + h) + disc(c, r - h).reversed() : disc(c, r + h)
    }

    /// An ellipse inscribed in `rect`, stroked along its edge.
    func ovalRing(_ rect: CGRect) -> Path {
        let outer = Path(ellipseIn: rect.insetBy(dx: -h, dy: -h))
        guard rect.width > w, rect.height > w else { return outer }
        return outer + Path(ellipseIn: rect.insetBy(dx: h, dy: h)).reversed()
    }

    /// A rounded rectangle stroked along its edge.
    func frame(_ rect: CGRect, _ radius: CGFloat) -> Path {
        let outer = box(rect.insetBy(dx: -h, dy: -h), radius + h)
        guard rect.width > w, rect.height > w else { return outer }
        return outer + box(rect.insetBy(dx: h, dy: h), Swift.max(radius - h, 0)).reversed()
    }

    /// A straight stroke from `a` to `b`.
    func line(_ a: CGPoint, _ b: CGPoint, caps: Cap = .round) -> Path {
        polyline([a, b], start: caps, end: caps)
    }

    /// An arc of radius `r` about `c` from `from` to `to` degrees (0° points
    /// right, angles grow clockwise on screen), stroked with round caps.
    func arc(_ c: CGPoint, _ r: CGFloat, from: CGFloat, to: CGFloat, caps: Cap = .round) -> Path {
        let a0 = from * .pi / 180, a1 = to * .pi / 180
        let cw = a1 < a0
        var p = Path()
        p.addArc(center: c, radius: r + h, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: cw)
        let end = CGPoint(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
        if caps == .round {
            p.addArc(center: end, radius: h, startAngle: .radians(a1), endAngle: .radians(a1 + (cw ? -.pi : .pi)), clockwise: cw)
        }
        p.addArc(center: c, radius: r - h, startAngle: .radians(a1), endAngle: .radians(a0), clockwise: !cw)
        let start = CGPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
        if caps == .round {
            p.addArc(center: start, radius: h, startAngle: .radians(a0 + .pi), endAngle: .radians(a0 + .pi + (cw ? -.pi : .pi)), clockwise: cw)
        }
        p.closeSubpath()
        return p.orientedSolid()
    }

    /// An open polyline stroked with round outer joins.
    func polyline(_ points: [CGPoint], start: Cap = .round, end: Cap = .round) -> Path {
        let pts = Pen.deduplicated(points)
        guard pts.count > 1 else { return pts.first.map { disc($0, h) } ?? Path() }
        var p = Path()
        offsetSide(pts, closed: false, into: &p, first: true)
        cap(at: pts[pts.count - 1], direction: Pen.unit(pts[pts.count - 2], pts[pts.count - 1]), style: end, into: &p)
        let back = Array(pts.reversed())
        offsetSide(back, closed: false, into: &p, first: false)
        cap(at: pts[0], direction: Pen.unit(pts[1], pts[0]), style: start, into: &p)
        p.closeSubpath()
        return p.orientedSolid()
    }

    /// A closed polyline stroked with round outer joins: an outer outline and a hole.
    func loop(_ points: [CGPoint]) -> Path {
        var pts = Pen.deduplicated(points)
        if let f = pts.first, let l = pts.last, Pen.distance(f, l) < 1e-6 { pts.removeLast() }
        guard pts.count > 2 else { return polyline(pts) }
        var a = Path(), b = Path()
        offsetSide(pts, closed: true, into: &a, first: true); a.closeSubpath()
        offsetSide(pts.reversed(), closed: true, into: &b, first: true); b.closeSubpath()
        let (outer, inner) = abs(a.signedArea) >= abs(b.signedArea) ? (a, b) : (b, a)
        return outer.orientedSolid() + inner.orientedHole()
    }

    /// A filled polygon through `points`, its corners rounded by half the stroke width.
    func solidPolygon(_ points: [CGPoint]) -> Path {
        loop(points).subpaths.first ?? Path()
    }

    // MARK: Outline construction

    /// Appends the offset of `pts` on its left (screen) side, walking forward.
    private func offsetSide(_ pts: [CGPoint], closed: Bool, into p: inout Path, first: Bool) {
        let n = pts.count
        let segCount = closed ? n : n - 1
        func dir(_ i: Int) -> CGPoint { Pen.unit(pts[i % n], pts[(i + 1) % n]) }
        func normal(_ d: CGPoint) -> CGPoint { CGPoint(x: d.y, y: -d.x) }
        func add(_ q: CGPoint) { if p.currentPoint == nil || (first && p.isEmpty) { p.move(to: q) } else { p.addLine(to: q) } }
        let startIndex = closed ? 0 : 0
        if !closed {
            let d = dir(0), nn = normal(d)
            add(CGPoint(x: pts[0].x + nn.x * h, y: pts[0].y + nn.y * h))
        }
        for k in startIndex..<(closed ? n : n) {
            let isEnd = !closed && (k == 0 || k == n - 1)
            if isEnd {
                if k == n - 1 {
                    let nn = normal(dir(segCount - 1))
                    add(CGPoint(x: pts[k].x + nn.x * h, y: pts[k].y + nn.y * h))
                }
                continue
            }
            let dIn = dir((k - 1 + n) % n), dOut = dir(k)
            let nIn = normal(dIn), nOut = normal(dOut)
            let pk = pts[k]
            let turn = dIn.x * dOut.y - dIn.y * dOut.x   // > 0: turns clockwise on screen
            let dot = dIn.x * dOut.x + dIn.y * dOut.y
            let a = CGPoint(x: pk.x + nIn.x * h, y: pk.y + nIn.y * h)
            let b = CGPoint(x: pk.x + nOut.x * h, y: pk.y + nOut.y * h)
            if abs(turn) < 1e-9 && dot > 0 { add(a); continue }
            // The normal points left of travel (anticlockwise on screen); a clockwise
            // turn makes this side the outer one.
            if turn > 0 || dot < -0.999 {
                add(a)
                let angleA = atan2(nIn.y, nIn.x)
                var sweep = atan2(nOut.y, nOut.x) - angleA
                while sweep <= -.pi { sweep += 2 * .pi }
                while sweep > .pi { sweep -= 2 * .pi }
                if abs(sweep) > 0.2 {
                    p.addArc(center: pk, radius: h, startAngle: .radians(angleA), endAngle: .radians(angleA + sweep), clockwise: sweep < 0)
                } else {
                    add(b)
                }
            } else {
                // Inner side: meet where the two offset lines cross.
                let denom = dIn.x * dOut.y - dIn.y * dOut.x
                let t = ((b.x - a.x) * dOut.y - (b.y - a.y) * dOut.x) / denom
                let q = CGPoint(x: a.x + dIn.x * t, y: a.y + dIn.y * t)
                if Pen.distance(q, pk) < 4 * h { add(q) } else { add(a); add(b) }
            }
        }
    }

    private func cap(at point: CGPoint, direction d: CGPoint, style: Cap, into p: inout Path) {
        guard style == .round else { return }
        let nn = CGPoint(x: d.y, y: -d.x)
        let a0 = atan2(nn.y, nn.x)
        // From the left side, round the front, to the right side.
        p.addArc(center: point, radius: h, startAngle: .radians(a0), endAngle: .radians(a0 + .pi), clockwise: false)
    }

    // MARK: Point helpers

    static func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y, l = Swift.max(hypot(dx, dy), 1e-12)
        return CGPoint(x: dx / l, y: dy / l)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    static func deduplicated(_ points: [CGPoint]) -> [CGPoint] {
        var out: [CGPoint] = []
        for p in points where out.last.map({ distance($0, p) > 1e-6 }) ?? true { out.append(p) }
        return out
    }
}

/// Point lists for curved strokes.
enum Curve {
    /// Points on a circular arc from `from` to `to` degrees (clockwise on screen as angles grow).
    static func arc(_ c: CGPoint, _ r: CGFloat, from: CGFloat, to: CGFloat, rx: CGFloat? = nil) -> [CGPoint] {
        let steps = Swift.max(3, Int((abs(to - from) / 7).rounded(.up)))
        return (0...steps).map { i in
            let a = (from + (to - from) * CGFloat(i) / CGFloat(steps)) * .pi / 180
            return CGPoint(x: c.x + (rx ?? r) * cos(a), y: c.y + r * sin(a))
        }
    }

    /// Points on a cubic Bézier curve.
    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, steps: Int = 16) -> [CGPoint] {
        Path.cubicPoints(p0, c1, c2, p3, steps: steps)
    }
}

/// Shorthand for a point in design units.
func P(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
