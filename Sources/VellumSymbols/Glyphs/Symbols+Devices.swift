import Foundation
import VellumGeometry

extension BuiltInSymbols {
    /// Devices, containers and activity: `iphone`, `tray`, `tray.full`, `tray.full.fill`,
    /// `folder.badge.questionmark`, `figure.walk`, `lanyardcard`,
    /// `tray.and.arrow.down.fill`, `tray.and.arrow.up.fill`, `circle.lefthalf.fill`.
    static var devices: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        // A portrait phone with its Dynamic Island.
        let phone = CGRect(x: -25, y: -46, width: 50, height: 92)
        table["iphone"] = { pen in
            Glyph(pen.frame(phone, 11) + Pen(w: Swift.min(pen.w, 7)).line(P(-7, -34), P(7, -34)))
        }
        // An in-tray: a box whose front has a recess for picking up papers.
        let trayBox = CGRect(x: -46, y: -30, width: 92, height: 62)
        let lip = [P(-46, 4), P(-20, 4), P(-15, 16), P(15, 16), P(20, 4), P(46, 4)]
        table["tray"] = { pen in Glyph(pen.frame(trayBox, 9) + pen.polyline(lip, start: .butt, end: .butt)) }
        table["tray.fill"] = { pen in
            Glyph(base: pen.box(trayBox.insetBy(dx: -pen.h, dy: -pen.h), 9 + pen.h),
                  knockout: pen.polyline(lip, start: .butt, end: .butt))
        }
        let papers: @Sendable (Pen) -> Path = { heavy in
            let pen = Pen(w: Swift.min(heavy.w, 8))
            return pen.line(P(-24, -14), P(24, -14)) + pen.line(P(-24, -2), P(24, -2), caps: .round)
        }
        table["tray.full"] = { pen in Glyph(secondary: pen.frame(trayBox, 9) + pen.polyline(lip, start: .butt, end: .butt), primary: papers(pen)) }
        table["tray.full.fill"] = { pen in
            // Papers thin enough to clear the lip's knockout at any weight.
            let paper = Pen(w: Swift.min(pen.w, 6)), y = 4 - pen.h - 3 - paper.h
            return Glyph(base: pen.box(trayBox.insetBy(dx: -pen.h, dy: -pen.h), 9 + pen.h),
                         knockout: pen.polyline(lip, start: .butt, end: .butt) + paper.line(P(-24, y - 12), P(24, y - 12)) + paper.line(P(-24, y), P(24, y)))
        }
        // A folder with a question mark badge at its lower trailing corner.
        let folder = [P(-46, -34), P(-14, -34), P(-6, -24), P(46, -24), P(46, 36), P(-46, 36)]
        table["folder.badge.questionmark"] = { pen in
            Glyph(secondary: pen.loop(folder.map { P($0.x * 0.8 - 10, $0.y * 0.8 - 6) }) + pen.line(P(-46.8, -15.6), P(26.8, -15.6)),
                  primary: Marks.question(pen, 44).moved(32, 24))
        }
        // An ID card hanging from a lanyard: the strap's two sides meet at the card's slot.
        table["lanyardcard"] = { pen in
            let card = CGRect(x: -30, y: -12, width: 60, height: 58)
            let strap = pen.polyline([P(-24, -48), P(-7, -12)], start: .butt) + pen.polyline([P(24, -48), P(7, -12)], start: .butt)
            return Glyph(pen.frame(card, 9) + strap + pen.line(P(-9, 0), P(9, 0)))
        }
        // A low filled tray with an arrow into it (down) or out of it (up), above its open top.
        let lowTray = CGRect(x: -46, y: 6, width: 92, height: 40)
        table["tray.and.arrow.down.fill"] = { pen in
            Glyph(pen.box(lowTray, 9) + Marks.arrowOutline(pen, length: 52, head: 26).rotated(90).moved(0, -24))
        }
        table["tray.and.arrow.up.fill"] = { pen in
            Glyph(pen.box(lowTray, 9) + Marks.arrowOutline(pen, length: 52, head: 26).rotated(-90).moved(0, -24))
        }
        // A circle whose leading half is filled.
        table["circle.lefthalf.fill"] = { pen in
            var half = Path()
            half.move(to: P(0, -Enclosure.circleRadius))
            half.addArc(center: .zero, radius: Enclosure.circleRadius, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
            half.closeSubpath()
            return Glyph(secondary: Enclosure.circle.outline(pen), primary: half)
        }
        // A circle whose trailing half is filled (`circle.righthalf.filled` is its iOS 15 name).
        table["circle.righthalf.fill"] = { pen in
            var half = Path()
            half.move(to: P(0, -Enclosure.circleRadius))
            half.addArc(center: .zero, radius: Enclosure.circleRadius, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
            half.closeSubpath()
            return Glyph(secondary: Enclosure.circle.outline(pen), primary: half)
        }
        // A person walking to the right, drawn as a stick figure.
        table["figure.walk"] = { heavy in
            let pen = Pen(w: Swift.max(heavy.w, 9))
            let head = pen.disc(P(6, -37), 10)
            let torso = pen.line(P(2, -20), P(-4, 10))
            let arms = pen.polyline([P(-18, 0), P(-8, -16), P(2, -20), P(12, -6), P(22, -2)])
            let legs = pen.polyline([P(-20, 44), P(-10, 24), P(-4, 10), P(8, 26), P(12, 44)])
            return Glyph(head + torso + arms + legs)
        }
        // Two people side by side, arms open wide, as a pair of stick figures.
        table["figure.2.arms.open"] = { heavy in
            let pen = Pen(w: Swift.max(heavy.w, 9))
            func person(_ x: CGFloat) -> Path {
                pen.disc(P(x, -36), 9) + pen.line(P(x, -20), P(x, 12))
                    + pen.polyline([P(x - 22, -30), P(x - 10, -14), P(x, -18), P(x + 10, -14), P(x + 22, -30)])
                    + pen.polyline([P(x - 12, 44), P(x - 6, 24), P(x, 12), P(x + 6, 24), P(x + 12, 44)])
            }
            return Glyph(person(-24) + person(24))
        }
        return table
    }
}
