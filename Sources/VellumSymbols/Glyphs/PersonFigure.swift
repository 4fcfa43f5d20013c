import Foundation
import VellumGeometry

/// One person of a group symbol (`person.2`), drawn at a scale and place in
/// the glyph's units with the pen's full weight: a head and a domed body, as
/// `BuiltInSymbols.person` draws one alone.
struct PersonFigure {
    let scale: CGFloat
    let offset: CGPoint

    /// The head's centre and radius.
    var head: (center: CGPoint, radius: CGFloat) { (place(P(0, -24)), 20 * scale) }
    /// The body's dome: the centre of its base and its half-widths.
    var dome: (center: CGPoint, rx: CGFloat, ry: CGFloat) { (place(P(0, 42)), 38 * scale, 36 * scale) }
    /// The body's outline (closed along its base), clockwise on screen.
    var body: [CGPoint] { Curve.arc(P(0, 42), 36, from: 180, to: 360, rx: 38).map(place) }

    private func place(_ p: CGPoint) -> CGPoint { P(p.x * scale + offset.x, p.y * scale + offset.y) }

    /// Whether `q` lies within `margin` of the figure (its head or its body).
    func covers(_ q: CGPoint, margin: CGFloat) -> Bool {
        Pen.distance(q, head.center) < head.radius + margin || domeScale(q, margin: margin) < 1
    }

    /// Where `q` lies in the grown dome as the ellipse's scale through it: below 1 inside.
    func domeScale(_ q: CGPoint, margin: CGFloat) -> CGFloat {
        let c = dome.center
        guard q.y <= c.y + margin else { return .infinity }
        let x = (q.x - c.x) / (dome.rx + margin), y = (q.y - c.y) / (dome.ry + margin)
        return (x * x + y * y).squareRoot()
    }

    /// The figure outlined with `pen`.
    func outline(_ pen: Pen) -> Path { pen.ring(head.center, head.radius - pen.h) + pen.loop(body) }

    /// The figure filled with `pen`.
    func solid(_ pen: Pen) -> Path { pen.disc(head.center, head.radius) + pen.solidPolygon(body) }

    /// The figure outlined, its lines stopped `margin` short of `front`.
    func outline(_ pen: Pen, behind front: PersonFigure, margin: CGFloat) -> Path {
        let ring = Outline.dense(Curve.arc(head.center, head.radius - pen.h, from: 0, to: 360))
        return [ring, Outline.dense(body)].reduce(Path()) { path, loop in
            // A part the front figure does not reach stays a closed loop, with no seam.
            guard loop.contains(where: { front.covers($0, margin: margin) }) else { return path + pen.loop(loop) }
            return Outline.runs(loop) { !front.covers($0, margin: margin) }.reduce(path) { $0 + pen.polyline($1, start: .butt, end: .butt) }
        }
    }

    /// The figure filled, its body cut back `margin` from `front`'s body
    /// along the front's outline grown by `margin` (the head is left whole).
    func solid(_ pen: Pen, behind front: PersonFigure, margin: CGFloat) -> Path {
        let loop = Outline.dense(body)
        let inside = { (q: CGPoint) in front.domeScale(q, margin: margin) < 1 }
        guard let run = Outline.runs(loop, keeping: { !inside($0) }).max(by: { $0.count < $1.count }),
              run.count < loop.count, let first = run.first, let last = run.last else {
            return pen.disc(head.center, head.radius) + pen.solidPolygon(body)
        }
        // Close the run along the grown dome, the way that passes through this body.
        let c = front.dome.center, rx = front.dome.rx + margin, ry = front.dome.ry + margin
        let angle = { (q: CGPoint) in atan2((q.y - c.y) / ry, (q.x - c.x) / rx) * 180 / .pi }
        let a0 = angle(last), a1 = angle(first)
        let shape = Path { p in p.addLines(loop); p.closeSubpath() }
        let mid = { (a: CGFloat) in P(c.x + rx * cos(a * .pi / 180), c.y + ry * sin(a * .pi / 180)) }
        let forward = a1 >= a0 ? a1 : a1 + 360, backward = a1 <= a0 ? a1 : a1 - 360
        let to = shape.contains(mid((a0 + forward) / 2), eoFill: false) ? forward : backward
        let seam = Curve.arc(c, ry, from: a0, to: to, rx: rx).dropFirst().dropLast()
        return pen.disc(head.center, head.radius) + pen.solidPolygon(run + seam)
    }
}
