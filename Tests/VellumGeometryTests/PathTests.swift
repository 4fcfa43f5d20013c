import Foundation
import Testing
import VellumGeometry

@Suite("Paths")
struct PathTests {
    /// SwiftUI's own display list for `RoundedRectangle(cornerRadius: 12)` in a
    /// 60 × 60 frame (swiftui-facts §5.2): `60 30 m 60 41.656 l 60 46.9381
    /// 60 49.5791 59.1011 52.4221 c …`.
    @Test("Continuous corners follow SwiftUI's curve, from the right middle, clockwise")
    func continuousCorner() {
        let p = Path(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 60), cornerRadius: 12, style: .continuous)
        guard p.elements.count > 3, case .move(let start) = p.elements[0], case .line(let edge) = p.elements[1],
              case .curve(let end, let c1, let c2) = p.elements[2] else { Issue.record("unexpected elements"); return }
        #expect(start == CGPoint(x: 60, y: 30))
        #expect(abs(edge.y - 41.656) < 0.001 && edge.x == 60)
        #expect(abs(c1.y - 46.9381) < 0.001 && abs(c2.y - 49.5791) < 0.001)
        #expect(abs(end.x - 59.1011) < 0.001 && abs(end.y - 52.4221) < 0.001)
        // Four corners of three curves each.
        #expect(p.elements.filter { if case .curve = $0 { return true }; return false }.count == 12)
    }

    @Test("A corner too large for the continuous curve falls back to a circular one")
    func largeCorner() {
        let p = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 10, style: .continuous)
        #expect(p.elements.filter { if case .curve = $0 { return true }; return false }.count == 4)
        #expect(p.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test("Ellipses use κ = 0.5523 and start at the right middle")
    func ellipse() {
        let p = Path(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60))
        guard case .move(let s) = p.elements[0], case .curve(_, let c1, _) = p.elements[1] else { Issue.record("shape"); return }
        #expect(s == CGPoint(x: 60, y: 30))
        #expect(abs(c1.y - (30 + 16.5685)) < 0.001)
    }

    @Test("clockwise: false sweeps with increasing angle, as SwiftUI draws on a y-down screen")
    func arcDirection() {
        var p = Path()
        p.addArc(center: .zero, radius: 50, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(p.currentPoint.map { abs($0.x) < 1e-9 && abs($0.y - 50) < 1e-9 } == true)
        let b = p.boundingRect
        #expect(b.minX >= -1e-9 && b.minY >= -1e-9, "the quarter lies in the positive quadrant: \(b)")
    }

    @Test("Trimming cuts at fractions of the length")
    func trim() {
        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        let half = line.trimmedPath(from: 0.25, to: 0.75)
        #expect(half.boundingRect == CGRect(x: 25, y: 0, width: 50, height: 0))
        #expect(line.trimmedPath(from: 0.6, to: 0.6).isEmpty)
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.5)
        let b = circle.boundingRect
        #expect(abs(b.minY - 50) < 0.5 && abs(b.maxY - 100) < 0.5, "the first half runs through the bottom: \(b)")
    }

    @Test("isFinite sees NaN anywhere in a path")
    func finiteness() {
        var p = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(p.isFinite)
        p.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        #expect(!p.isFinite)
    }
}

@Suite("Affine transforms")
struct AffineTransformTests {
    @Test("Transforms compose and invert")
    func transforms() {
        let t = CGAffineTransform(translationX: 10, y: 5).scaledBy(x: 2, y: 3)
        let p = CGPoint(x: 1, y: 1).applying(t)
        #expect(p == CGPoint(x: 12, y: 8))
        let back = p.applying(t.inverted())
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
    }
}
