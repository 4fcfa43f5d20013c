import Foundation
import Testing
import VellumGeometry

@Suite("Projection transforms")
struct ProjectionTransformTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-6) -> Bool { abs(a.x - b.x) < tol && abs(a.y - b.y) < tol }

    @Test("An affine projection maps points like its CGAffineTransform; inversion undoes it")
    func affine() {
        let t = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        let m = ProjectionTransform(t)
        #expect(m.isAffine && !m.isIdentity)
        let p = CGPoint(x: 3, y: 5)
        #expect(close(p.applying(m), p.applying(t)))
        #expect(close(p.applying(m).applying(m.inverted()), p))
        let id = m.concatenating(m.inverted())
        #expect(abs(id.m11 - 1) < 1e-9 && abs(id.m12) < 1e-9 && abs(id.m31) < 1e-9 && abs(id.m33 - 1) < 1e-9)
        var singular = ProjectionTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        let inverted = singular.invert()
        #expect(!inverted)
    }

    /// SwiftUI: camera at max(w, h) / perspective; 45° about y turns the
    /// right side away (smaller) and the left side toward the viewer (larger).
    @Test("rotation3DEffect about y: anchor fixed, right edge shrinks, left edge grows")
    func rotationAboutY() {
        let size = CGSize(width: 200, height: 100)
        let r = Rotation3D(angle: .degrees(45), axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
        #expect(r.cameraDistance(for: size) == 200)
        let m = r.transform(for: size)
        #expect(!m.isAffine)
        #expect(close(CGPoint(x: 100, y: 50).applying(m), CGPoint(x: 100, y: 50)))
        // Right edge midpoint: x' = 100 + 100·cos45 / (1 + 100·sin45 / 200).
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
        let right = CGPoint(x: 200, y: 0).applying(m), left = CGPoint(x: 0, y: 0).applying(m)
        #expect(abs(right.x - (100 + 100 * c / (1 + 100 * s / 200))) < 1e-9)
        #expect(abs(left.x - (100 - 100 * c / (1 - 100 * s / 200))) < 1e-9)
        // Edge heights: the far (right) edge is shorter than the near (left) one.
        let rightHeight = CGPoint(x: 200, y: 100).applying(m).y - right.y
        let leftHeight = CGPoint(x: 0, y: 100).applying(m).y - left.y
        #expect(rightHeight < 100 && leftHeight > 100)
    }

    @Test("Perspective 0 is orthographic; a zero axis or zero angle is the identity")
    func degenerate() {
        let size = CGSize(width: 100, height: 100)
        let ortho = Rotation3D(angle: .degrees(60), axis: (1, 0, 0), anchor: .center, anchorZ: 0, perspective: 0).transform(for: size)
        #expect(ortho.isAffine)
        #expect(close(CGPoint(x: 50, y: 100).applying(ortho), CGPoint(x: 50, y: 50 + 50 * cos(Double.pi / 3))))
        #expect(Rotation3D(angle: .degrees(60), axis: (0, 0, 0), anchor: .center, anchorZ: 0, perspective: 1).transform(for: size).isIdentity)
        let flat = Rotation3D(angle: .degrees(90), axis: (0, 0, 1), anchor: .topLeading, anchorZ: 0, perspective: 1).transform(for: size)
        // About z it is a plain clockwise rotation on a y-down screen.
        #expect(close(CGPoint(x: 10, y: 0).applying(flat), CGPoint(x: 0, y: 10)))
    }

    @Test("The affine approximation agrees with the projection at its point and nearby")
    func approximation() {
        let m = Rotation3D(angle: .degrees(40), axis: (1, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
            .transform(for: CGSize(width: 120, height: 80))
        let p = CGPoint(x: 30, y: 20)
        let a = m.affineApproximation(at: p)
        #expect(close(p.applying(a), p.applying(m)))
        let q = CGPoint(x: 30.01, y: 20.02)
        #expect(close(q.applying(a), q.applying(m), 1e-5))
    }

    @Test("A projected path keeps lines and flattens curves within the segment bound")
    func pathProjection() {
        let m = Rotation3D(angle: .degrees(45), axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
            .transform(for: CGSize(width: 100, height: 100))
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100)).projected(by: m)
        #expect(!square.elements.contains { if case .curve = $0 { return true }; return false })
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).projected(by: m)
        let lines = circle.elements.filter { if case .line = $0 { return true }; return false }.count
        #expect(lines >= 8 && lines <= 4 * Path.maximumCurveSegments)
        #expect(!circle.elements.contains { if case .curve = $0 { return true }; return false })
        // An affine projection keeps curves.
        let affine = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).projected(by: ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
        #expect(affine.boundingRect.width == 20)
    }
}
