import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Talking to people: `envelope`, `phone`, `message`, `bubble.left`,
    /// `bubble.right`, `text.bubble`, `quote.bubble`, `video`, `at`, `network`.
    static var communication: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        let envelope = CGRect(x: -46, y: -32, width: 92, height: 64)
        table["envelope"] = { pen in
            Glyph(pen.frame(envelope.insetBy(dx: pen.h, dy: pen.h), 9)
                + pen.polyline([P(-38, -22), P(0, 6), P(38, -22)]))
        }
        table["envelope.fill"] = { pen in
            Glyph(base: pen.box(envelope, 9), knockout: Pen(w: pen.w * 0.7).polyline([P(-36, -22), P(0, 4), P(36, -22)]))
        }
        let handsetOutline = handset().polygons().first ?? []
        table["phone"] = { pen in Glyph(Pen(w: pen.w).loop(handsetOutline.map { P($0.x * 0.9, $0.y * 0.9) })) }
        table["phone.fill"] = { _ in Glyph(handset()) }
        let message = messagePoints()
        table["message"] = { pen in Glyph(pen.loop(message)) }
        table["message.fill"] = { pen in Glyph(pen.solidPolygon(message)) }
        let bubble = bubblePoints()
        table["bubble.left"] = { pen in Glyph(pen.loop(bubble)) }
        table["bubble.left.fill"] = { pen in Glyph(pen.solidPolygon(bubble)) }
        // The speech bubble with three lines of text in it.
        let bubbleText: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            return pen.line(P(-26, -16), P(26, -16)) + pen.line(P(-26, 0), P(26, 0)) + pen.line(P(-26, 14), P(8, 14))
        }
        table["text.bubble"] = { pen in Glyph(secondary: pen.loop(bubble), primary: bubbleText(pen)) }
        table["text.bubble.fill"] = { pen in Glyph(base: pen.solidPolygon(bubble), knockout: bubbleText(pen)) }
        // The speech bubble with an opening quotation mark in it.
        // Its two balls grow with the weight, as the stroke does.
        let quote: @Sendable (Pen) -> Path = { pen in
            let r = 5.5 + Swift.min(pen.w, 12) * 0.3
            return quoteMark(P(-11, 2), r) + quoteMark(P(13, 2), r)
        }
        table["quote.bubble"] = { pen in Glyph(secondary: pen.loop(bubble), primary: quote(pen)) }
        table["quote.bubble.fill"] = { pen in Glyph(base: pen.solidPolygon(bubble), knockout: quote(pen)) }
        table["bubble.right"] = { pen in Glyph(pen.loop(bubble).mirroredX()) }
        table["bubble.right.fill"] = { pen in Glyph(pen.solidPolygon(bubble).mirroredX()) }
        let camera = CGRect(x: -48, y: -28, width: 62, height: 56)
        let lens = [P(22, -8), P(48, -24), P(48, 24), P(22, 8)]
        table["video"] = { pen in Glyph(pen.frame(camera.insetBy(dx: pen.h, dy: pen.h), 10) + pen.loop(lens)) }
        table["video.fill"] = { pen in Glyph(pen.box(camera, 10) + pen.solidPolygon(lens)) }
        table["at"] = { pen in
            let outer = Curve.arc(.zero, 40, from: 40, to: 330)
            let tail = Curve.arc(P(30, 2), 10, from: 180, to: 20)
            return Glyph(pen.ring(P(0, 0), 17) + pen.polyline(outer + [P(17, -20), P(17, 6)] + tail.dropFirst(2)))
        }
        table["network"] = { pen in
            Glyph(secondary: pen.line(P(0, -22), P(0, 0)) + pen.polyline([P(-34, 22), P(-34, 6), P(34, 6), P(34, 22)]),
                  primary: pen.ring(P(0, -32), 10) + pen.ring(P(-34, 34), 10) + pen.ring(P(34, 34), 10))
        }
        return table
    }

    /// A telephone handset: a thick curved handle whose ends turn inward.
    static func handset() -> Path {
        let c = P(22, -22), r: CGFloat = 50
        let arc = Curve.arc(c, r, from: 192, to: 78)
        let start = P(arc[0].x + 10, arc[0].y - 6), end = P(arc[arc.count - 1].x + 6, arc[arc.count - 1].y - 10)
        return Pen(w: 20).polyline([start] + arc + [end])
    }

    /// One half of an opening quotation mark: a ball of radius `r` about `c` with a tail that rises
    /// from its leading side and curls up to the right.
    static func quoteMark(_ c: CGPoint, _ r: CGFloat) -> Path {
        let start = P(c.x + 0.77 * r, c.y - 0.64 * r), tip = P(c.x + 0.9 * r, c.y - 2.7 * r)
        let ball = Curve.arc(c, r, from: -40, to: 200)
        let rise = Curve.cubic(ball[ball.count - 1], P(c.x - 1.1 * r, c.y - 1.8 * r), P(c.x - 0.2 * r, c.y - 2.6 * r), tip).dropFirst()
        let back = Curve.cubic(tip, P(c.x + 0.1 * r, c.y - 2.2 * r), P(c.x, c.y - 1.2 * r), start).dropFirst().dropLast()
        return Pen(w: 1).solidPolygon(ball + rise + back)
    }

    /// A round speech bubble with a tail at the bottom left.
    private static func messagePoints() -> [CGPoint] {
        let body = Curve.arc(P(2, -4), 40, from: 138, to: 490, rx: 46)
        return body + [P(-46, 42)]
    }

    /// A rounded-rectangle speech bubble with a tail at the bottom left.
    static func bubblePoints() -> [CGPoint] {
        var p: [CGPoint] = []
        let left: CGFloat = -46, right: CGFloat = 46, top: CGFloat = -38, bottom: CGFloat = 26, r: CGFloat = 18
        p += Curve.arc(P(right - r, top + r), r, from: 270, to: 360)
        p += Curve.arc(P(right - r, bottom - r), r, from: 0, to: 90)
        p += [P(-12, bottom), P(-34, 42), P(-28, bottom)]
        p += Curve.arc(P(left + r, bottom - r), r, from: 90, to: 180)
        p += Curve.arc(P(left + r, top + r), r, from: 180, to: 270)
        return p
    }
}
