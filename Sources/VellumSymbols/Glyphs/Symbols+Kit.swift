import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Everyday things: `trash.circle`, `square.grid.3x3`, `faceid`, `pencil.circle`, `pencil.line`,
    /// `party.popper`, `handbag`, `suitcase`, `terminal`, `waveform.path.ecg`, `flask`, `qrcode.viewfinder`,
    /// `puzzlepiece.extension`, `quote.opening`, `square.and.arrow.up.fill`, `plus.magnifyingglass`,
    /// `hourglass.circle`, `eyedropper`, `location.circle`.
    static var kit: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        table["trash.circle"] = Enclosure.circle.glyph(trashMark, size: 48, filled: false)
        table["trash.circle.fill"] = Enclosure.circle.glyph(trashSolid, size: 48, filled: true)
        // Nine squares in three rows.
        let cells = [CGFloat(-46), -13, 20].flatMap { y in [CGFloat(-46), -13, 20].map { CGRect(x: $0, y: y, width: 26, height: 26) } }
        table["square.grid.3x3"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 7))
            return Glyph(cells.reduce(Path()) { $0 + pen.frame($1.insetBy(dx: pen.h, dy: pen.h), 6 - pen.h) })
        }
        table["square.grid.3x3.fill"] = { pen in Glyph(cells.reduce(Path()) { $0 + pen.box($1, 6) }) }
        // A face (eyes, a nose and a smile) inside the four corners of a viewfinder.
        table["faceid"] = { pen in
            let thin = Pen(w: Swift.min(pen.w, 7))
            let face = thin.line(P(-15, -16), P(-15, -8)) + thin.line(P(15, -16), P(15, -8))
                + thin.polyline([P(2, -16), P(2, 4), P(-4, 4)]) + thin.arc(P(0, -2), 20, from: 45, to: 135)
            return Glyph(secondary: face, primary: viewfinder(pen))
        }
        // A pencil in a circle: outlined, or a solid pencil knocked out of the filled circle.
        table["pencil.circle"] = Enclosure.circle.glyph({ pen, s in pencil(pen, scale: s / 100).rotated(-45) }, size: 62, filled: false)
        table["pencil.circle.fill"] = Enclosure.circle.glyph({ pen, s in
            let k = s / 100
            return pen.solidPolygon([P(-50 * k, 0), P(-32 * k, -11 * k), P(44 * k, -11 * k), P(44 * k, 11 * k), P(-32 * k, 11 * k)]).rotated(-45)
        }, size: 62, filled: true)
        // A pencil writing along a line.
        table["pencil.line"] = { pen in
            Glyph(secondary: pen.line(P(-44, 40), P(44, 40)), primary: pencil(pen, scale: 0.78).rotated(-45).moved(-4, -6))
        }
        // A party popper: a cone pointing down to the left, streamers and confetti bursting from its mouth.
        table["party.popper"] = { pen in
            let cone = Outline.rounded([P(-44, 44), P(-28, -10), P(10, 28)], 4, closed: true)
            let thin = Pen(w: Swift.min(pen.w, 7))
            let streamers = thin.polyline(Curve.cubic(P(-14, -18), P(-26, -32), P(-4, -36), P(-16, -46), steps: 12))
                + thin.polyline(Curve.cubic(P(18, 14), P(32, 24), P(34, 2), P(46, 12), steps: 12))
            let confetti = thin.disc(P(4, -26), 4.5) + thin.disc(P(28, -38), 4.5) + thin.disc(P(20, -8), 4) + thin.disc(P(40, -18), 4)
            return Glyph(secondary: streamers + confetti, primary: pen.loop(cone))
        }
        // A handbag: a body narrowing to its top, under a round handle.
        let bag = Outline.rounded([P(-36, -10), P(36, -10), P(44, 38), P(-44, 38)], 8, closed: true)
        let strap: @Sendable (Pen) -> Path = { pen in pen.arc(P(0, -10), 25, from: 180, to: 360, caps: .butt) }
        table["handbag"] = { pen in Glyph(pen.loop(bag) + strap(pen)) }
        table["handbag.fill"] = { pen in Glyph(pen.solidPolygon(bag) + strap(pen)) }
        // A suitcase standing up: a handle on top and two straps down its front.
        let suitcase = CGRect(x: -36, y: -26, width: 72, height: 70)
        let handle: @Sendable (Pen) -> Path = { pen in
            pen.polyline(Outline.rounded([P(-14, -26), P(-14, -42), P(14, -42), P(14, -26)], 6), start: .butt, end: .butt)
        }
        let straps: @Sendable (Pen, CGFloat) -> Path = { heavy, inset in
            let pen = Pen(w: Swift.min(heavy.w, 7))
            return pen.line(P(-16, -26 + inset), P(-16, 44 - inset), caps: .butt) + pen.line(P(16, -26 + inset), P(16, 44 - inset), caps: .butt)
        }
        table["suitcase"] = { pen in
            Glyph(secondary: straps(pen, pen.h), primary: pen.frame(suitcase.insetBy(dx: pen.h, dy: pen.h), 10 - pen.h) + handle(pen))
        }
        table["suitcase.fill"] = { pen in
            Glyph(base: pen.box(suitcase, 10) + handle(pen), knockout: straps(Pen(w: pen.w * 0.6), 0), evenOdd: false)
        }
        // A terminal window with a prompt: a chevron and a cursor.
        let window = CGRect(x: -46, y: -38, width: 92, height: 76)
        let prompt: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            return pen.polyline([P(-28, -18), P(-14, -6), P(-28, 6)]) + pen.line(P(-4, 8), P(18, 8))
        }
        table["terminal"] = { pen in Glyph(secondary: prompt(pen), primary: pen.frame(window.insetBy(dx: pen.h, dy: pen.h), 10 - pen.h)) }
        table["terminal.fill"] = { pen in Glyph(base: pen.box(window, 10), knockout: prompt(pen)) }
        // A heartbeat trace.
        table["waveform.path.ecg"] = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 9))
            return Glyph(pen.polyline([P(-46, 2), P(-27, 2), P(-20, -12), P(-11, 24), P(-1, -40), P(9, 38), P(17, -6), P(23, 2), P(46, 2)]))
        }
        // A conical flask: a narrow neck over a wide body, a level of liquid in it.
        let flask = Outline.rounded([P(-10, -40), P(10, -40), P(10, -10), P(36, 38), P(-36, 38), P(-10, -10)], 6, closed: true)
        table["flask"] = { pen in Glyph(secondary: Pen(w: Swift.min(pen.w, 7)).line(P(-17, 16), P(17, 16)), primary: pen.loop(flask)) }
        table["flask.fill"] = { pen in Glyph(pen.solidPolygon(flask)) }
        table["qrcode.viewfinder"] = { pen in Glyph(secondary: viewfinder(pen), primary: qrcodeModules(pen).scaled(0.54)) }
        // A jigsaw piece with a knob on its top and on its trailing side.
        let piece = ([P(-34, -26)] + Curve.arc(P(-4, -33), 10, from: 135.6, to: 404.4) + [P(26, -26)]
            + Curve.arc(P(33, 4), 10, from: 225.6, to: 494.4) + [P(26, 34), P(-34, 34)]).map { P($0.x - 4.5, $0.y + 4.5) }
        table["puzzlepiece.extension"] = { pen in Glyph(pen.loop(piece)) }
        table["puzzlepiece.extension.fill"] = { pen in Glyph(pen.solidPolygon(piece)) }
        table["quote.opening"] = { pen in
            let r = 12 + Swift.min(pen.w, 12) * 0.15
            return Glyph(quoteMark(P(-18, 0.85 * r), r) + quoteMark(P(18, 0.85 * r), r))
        }
        table["quote.closing"] = { pen in
            let r = 12 + Swift.min(pen.w, 12) * 0.15
            return Glyph((quoteMark(P(-18, 0.85 * r), r) + quoteMark(P(18, 0.85 * r), r)).rotated(180))
        }
        // The share box filled, the arrow drawn above it and knocked out of it.
        let shareBox = CGRect(x: -32, y: -12, width: 64, height: 56)
        table["square.and.arrow.up.fill"] = { pen in
            Glyph(base: pen.box(shareBox.insetBy(dx: -pen.h, dy: -pen.h), 8 + pen.h),
                  knockout: Marks.arrowOutline(pen, length: 74, head: 30).rotated(-90).moved(0, -17))
        }
        table["square.and.arrow.down.fill"] = { pen in
            Glyph(base: pen.box(shareBox.insetBy(dx: -pen.h, dy: -pen.h), 8 + pen.h),
                  knockout: Marks.arrowOutline(pen, length: 74, head: 30).rotated(90).moved(0, -10))
        }
        // `magnifyingglass` with a plus or a minus in its lens.
        for (name, mark) in [("plus.magnifyingglass", Marks.plus), ("minus.magnifyingglass", Marks.minus)] {
            table[name] = { pen in
                let c = P(-10, -10), r: CGFloat = 28
                let edge = P(c.x + (r + pen.h) * 0.7071, c.y + (r + pen.h) * 0.7071)
                return Glyph(secondary: pen.ring(c, r) + Pen(w: pen.w * 1.35).line(edge, P(40, 40)),
                             primary: mark(Pen(w: Swift.min(pen.w, 8)), 30).moved(c.x, c.y))
            }
        }
        // An hourglass in a circle.
        let glass = [P(-24, -34), P(24, -34), P(24, -28), P(5, 0), P(24, 28), P(24, 34), P(-24, 34), P(-24, 28), P(-5, 0), P(-24, -28)]
        table["hourglass.circle"] = Enclosure.circle.glyph({ pen, s in pen.loop(glass.map { P($0.x * s / 76, $0.y * s / 76) }) }, size: 50, filled: false)
        table["hourglass.circle.fill"] = Enclosure.circle.glyph({ pen, s in
            pen.solidPolygon(glass.map { P($0.x * s / 76, $0.y * s / 76) })
        }, size: 50, filled: true)
        // An eyedropper leaning right: a bulb over a collar and a tube that narrows to a point.
        let tube = [P(-7, -20), P(7, -20), P(7, 24), P(0, 40), P(-7, 24)]
        let bulb = CGRect(x: -11, y: -46, width: 22, height: 20)
        table["eyedropper"] = { pen in
            Glyph((pen.frame(bulb, 9) + pen.line(P(-16, -22), P(16, -22)) + pen.loop(tube)).moved(0, 3).rotated(45))
        }
        table["eyedropper.fill"] = { pen in
            Glyph((pen.box(bulb.insetBy(dx: -pen.h, dy: -pen.h), 9 + pen.h) + pen.line(P(-16, -22), P(16, -22)) + pen.solidPolygon(tube)).moved(0, 3).rotated(45))
        }
        // The location arrow in a circle.
        let arrowhead = [P(42, -42), P(-44, -2), P(-2, 2), P(2, 44)].map { P($0.x + 1, $0.y - 1) }
        table["location.circle"] = Enclosure.circle.glyph({ pen, s in pen.loop(arrowhead.map { P($0.x * s / 90, $0.y * s / 90) }) }, size: 48, filled: false)
        table["location.circle.fill"] = Enclosure.circle.glyph({ pen, s in
            pen.solidPolygon(arrowhead.map { P($0.x * s / 90, $0.y * s / 90) })
        }, size: 48, filled: true)
        return table
    }

    /// The four rounded corners of a viewfinder, 92 units across.
    static func viewfinder(_ pen: Pen) -> Path {
        let corner = Outline.rounded([P(-46 + pen.h, -22), P(-46 + pen.h, -42 + pen.h), P(-26, -42 + pen.h)], 10)
        return [(CGFloat(1), CGFloat(1)), (-1, 1), (1, -1), (-1, -1)].reduce(Path()) { frame, s in
            frame + pen.polyline(corner.map { P($0.x * s.0, $0.y * s.1) })
        }
    }

    /// `trash` drawn `s` tall: the lid and its handle over the can with two grooves.
    static let trashMark: MarkBuilder = { pen, s in
        let k = s / 86
        return pen.line(P(-42 * k, -30 * k), P(42 * k, -30 * k)) + pen.polyline([P(-14 * k, -30 * k), P(-14 * k, -42 * k), P(14 * k, -42 * k), P(14 * k, -30 * k)])
            + pen.polyline([P(-30 * k, -18 * k), P(-26 * k, 42 * k), P(26 * k, 42 * k), P(30 * k, -18 * k)])
            + pen.line(P(-10 * k, -6 * k), P(-9 * k, 30 * k)) + pen.line(P(10 * k, -6 * k), P(9 * k, 30 * k))
    }

    /// `trash.fill`'s silhouette `s` tall, its parts apart so it can be knocked out: the handle, the lid, the can.
    static let trashSolid: MarkBuilder = { pen, s in
        let k = s / 86, lid = -30 * k, gap = Swift.max(2, pen.h * 0.6)
        let handleEnd = lid - pen.h - gap
        return pen.line(P(-42 * k, lid), P(42 * k, lid))
            + pen.polyline([P(-14 * k, handleEnd), P(-14 * k, -42 * k), P(14 * k, -42 * k), P(14 * k, handleEnd)], start: .butt, end: .butt)
            + pen.solidPolygon([P(-30 * k, lid + pen.w + gap), P(30 * k, lid + pen.w + gap), P(26 * k, 42 * k), P(-26 * k, 42 * k)])
    }
}
