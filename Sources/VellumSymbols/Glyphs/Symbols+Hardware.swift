import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Computer parts and scanning: `cpu`, `externaldrive`, `barcode.viewfinder`.
    static var hardware: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A chip: a rounded square with a square die in it and four pins on each side.
        let chip = CGRect(x: -30, y: -30, width: 60, height: 60), die = CGRect(x: -13, y: -13, width: 26, height: 26)
        let pins: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 6.5)), inner = 30 + heavy.h
            var p = Path()
            for k in 0..<4 {
                let t = -18 + CGFloat(k) * 12
                p = p + pen.polyline([P(t, -inner), P(t, -45)], start: .butt) + pen.polyline([P(t, inner), P(t, 45)], start: .butt)
                    + pen.polyline([P(-inner, t), P(-45, t)], start: .butt) + pen.polyline([P(inner, t), P(45, t)], start: .butt)
            }
            return p
        }
        table["cpu"] = { pen in Glyph(pen.frame(chip, 8) + pen.frame(die, 3) + pins(pen)) }
        table["cpu.fill"] = { pen in
            Glyph(base: pen.box(chip.insetBy(dx: -pen.h, dy: -pen.h), 8 + pen.h) + pins(pen), knockout: pen.frame(die, 3), evenOdd: false)
        }
        // A drive seen from the front: a low box, a seam along it and a light at its trailing end.
        let drive = CGRect(x: -46, y: -31, width: 92, height: 62)
        let detail: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 7))
            return pen.line(P(-46 + heavy.w, 2), P(46 - heavy.w, 2), caps: .butt) + pen.disc(P(30, 16), 4.5)
        }
        table["externaldrive"] = { pen in Glyph(pen.frame(drive.insetBy(dx: pen.h, dy: pen.h), 12 - pen.h) + detail(pen)) }
        table["externaldrive.fill"] = { pen in
            let seam = Pen(w: Swift.min(pen.w * 0.6, 5)).line(P(-46, 2), P(46, 2), caps: .butt)
            return Glyph(base: pen.box(drive, 12), knockout: seam + pen.disc(P(30, 16), 4.5), evenOdd: false)
        }
        // A barcode inside the four corners of a viewfinder.
        table["barcode.viewfinder"] = { pen in
            let corner = Outline.rounded([P(-46 + pen.h, -22), P(-46 + pen.h, -42 + pen.h), P(-26, -42 + pen.h)], 10)
            var frame = Path()
            for (sx, sy) in [(CGFloat(1), CGFloat(1)), (-1, 1), (1, -1), (-1, -1)] {
                frame = frame + pen.polyline(corner.map { P($0.x * sx, $0.y * sy) })
            }
            return Glyph(secondary: frame, primary: barcodeBars().applying(CGAffineTransform(a: 0.64, b: 0, c: 0, d: 0.56, tx: 2.2, ty: 0)))
        }
        return table
    }
}
