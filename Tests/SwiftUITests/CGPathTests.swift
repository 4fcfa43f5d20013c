import Testing
import SwiftUI

/// Core Graphics paths, as SwiftUI packages build and walk them.
@Suite("CGPath")
struct CGPathTests {
    @Test("a CGMutablePath built with Core Graphics' calls is the Path built with SwiftUI's, both ways")
    func roundTrip() {
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 0, y: 0))
        cg.addLine(to: CGPoint(x: 40, y: 0))
        cg.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 60, y: 20))
        cg.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 30, y: 50), control2: CGPoint(x: 10, y: 50))
        cg.closeSubpath()
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 40, y: 0))
        path.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 60, y: 20))
        path.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 30, y: 50), control2: CGPoint(x: 10, y: 50))
        path.closeSubpath()
        #expect(Path(cg) == path)
        #expect(path.cgPath == cg)
        #expect(cg.currentPoint == CGPoint(x: 0, y: 0))
        #expect(cg.boundingBox == CGRect(x: 0, y: 0, width: 60, height: 50))
    }

    @Test("applyWithBlock and apply(info:function:) walk the elements with Core Graphics' points")
    func walking() {
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 1, y: 2))
        cg.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        cg.closeSubpath()
        var seen: [String] = []
        cg.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint: seen.append("move \(e.points[0].x),\(e.points[0].y)")
            case .addQuadCurveToPoint: seen.append("quad \(e.points[0].x),\(e.points[0].y) \(e.points[1].x),\(e.points[1].y)")
            case .closeSubpath: seen.append("close")
            default: seen.append("other")
            }
        }
        #expect(seen == ["move 1.0,2.0", "quad 3.0,4.0 5.0,6.0", "close"])
        var count = 0
        withUnsafeMutablePointer(to: &count) { pointer in
            cg.apply(info: pointer) { info, _ in info?.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        #expect(count == 3)
    }

    @Test("shapes made from CGPaths, and containment by either rule")
    func shapesAndContainment() {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        #expect(!ring.contains(CGPoint(x: 2, y: 2)))
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(Path(rect) == Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
        let arc = CGMutablePath()
        arc.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        var expected = Path()
        expected.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .radians(.pi), clockwise: false)
        #expect(Path(arc) == expected)
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)).contains(CGPoint(x: 20, y: 20)))
    }
}
