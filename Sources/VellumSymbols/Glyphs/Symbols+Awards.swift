import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Tickets, passes and awards: `ticket`, `wallet.pass`, `seal`, `rosette`, `medal`.
    static var awards: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A ticket: a card with a round bite out of either end and a perforation near its trailing end.
        let stub = CGRect(x: -46, y: -32, width: 92, height: 64)
        let ticket = notched(stub, 7, bites: [P(-46, 0), P(46, 0)], 10)
        let perforation: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6))
            return [CGFloat(-20), -7, 6, 19].reduce(Path()) { $0 + pen.line(P(18, $1 - 2), P(18, $1 + 2)) }
        }
        table["ticket"] = { pen in Glyph(pen.loop(ticket) + perforation(pen)) }
        table["ticket.fill"] = { pen in Glyph(base: pen.solidPolygon(ticket), knockout: perforation(pen), evenOdd: false) }
        // A pass: a portrait card with a round notch in its top edge and a tear line under it.
        let card = CGRect(x: -34, y: -44, width: 68, height: 88)
        let pass = notched(card, 9, bites: [P(0, -44)], 10)
        let tear: @Sendable (Pen) -> Path = { heavy in Pen(w: Swift.min(heavy.w, 6)).line(P(-20, -16), P(20, -16)) }
        table["wallet.pass"] = { pen in Glyph(pen.loop(pass) + tear(pen)) }
        table["wallet.pass.fill"] = { pen in Glyph(base: pen.solidPolygon(pass), knockout: tear(pen), evenOdd: false) }
        // A seal: a disc whose edge rises and falls in twelve round lobes.
        let seal = sealPoints()
        table["seal"] = { pen in Glyph(pen.loop(seal)) }
        table["seal.fill"] = { pen in Glyph(pen.solidPolygon(seal)) }
        // A rosette: a ring over two ribbon tails cut in a V.
        let tail = [P(-16, 6), P(-28, 44), P(-17, 38), P(-8, 46), P(-2, 16)]
        table["rosette"] = { pen in
            Glyph(pen.ring(P(0, -16), 26) + pen.polyline(tail, start: .butt, end: .butt) + pen.polyline(tail, start: .butt, end: .butt).mirroredX())
        }
        // A medal: a disc hanging from a ribbon folded into a V.
        let ribbon = [P(-11, -10), P(-30, -44), P(-12, -44), P(0, -24), P(12, -44), P(30, -44), P(11, -10)]
        let disc = P(0, 18), discR: CGFloat = 24
        table["medal"] = { pen in Glyph(pen.ring(disc, discR) + pen.polyline(ribbon, start: .butt, end: .butt)) }
        table["medal.fill"] = { pen in
            let strap = ribbon.map { P($0.x, Swift.min($0.y, disc.y - discR - pen.w * 1.4)) }
            return Glyph(pen.disc(disc, discR + pen.h) + pen.solidPolygon(strap))
        }
        return table
    }

    /// A seal's centre line: a disc whose edge rises and falls in twelve round lobes, clockwise on screen.
    static func sealPoints() -> [CGPoint] {
        (0..<144).map { i -> CGPoint in
            let a = CGFloat(i) / 144 * 2 * .pi, r = 42 + 3.6 * cos(12 * a)
            return P(r * sin(a), -r * cos(a))
        }
    }

    /// The centre line of a card `rect` with corners of `radius`, clockwise on screen, with a round
    /// bite of radius `clear` taken out at each of `bites` (points on its edge).
    static func notched(_ rect: CGRect, _ radius: CGFloat, bites: [CGPoint], _ clear: CGFloat) -> [CGPoint] {
        let corners = [P(rect.minX, rect.minY), P(rect.maxX, rect.minY), P(rect.maxX, rect.maxY), P(rect.minX, rect.maxY)]
        return bites.reduce(Outline.rounded(corners, radius, closed: true)) { Outline.bitten($0, by: $1, clear) }
    }
}
