import Foundation
import Testing
import VellumGeometry

@Suite("Capsules")
struct CapsuleTests {
    /// The outline's top edge at `x`: the first y, from the top down, inside the path.
    static func topEdge(of path: Path, at x: CGFloat, height: CGFloat) -> CGFloat {
        var lo: CGFloat = 0, hi = height / 2
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if path.contains(CGPoint(x: x, y: mid)) { hi = mid } else { lo = mid }
        }
        return hi
    }

    /// `Capsule()` behind a 375 × 68 pt frame in a real iOS 17 snapshot (PREFIRE
    /// in docs/reference/fidelity-real-pngs.md): the top edge's distance below
    /// the frame's top at a distance from the end. A semicircle misses the
    /// first value by 0.64 pt and the fifth by 0.46.
    @Test("A continuous capsule's end follows iOS's measured outline within 0.3 pt")
    func continuousEndMatchesMeasurement() {
        var path = Path()
        path.addCapsule(in: CGRect(x: 0, y: 0, width: 375, height: 68), style: .continuous)
        let measured: [(fromEnd: CGFloat, gap: CGFloat)] = [
            (2.25, 22.48), (10.25, 9.59), (20.25, 3.02), (26.25, 1.32), (30.25, 0.67),
            (34.25, 0.32), (38.25, 0.13), (42.25, 0.04), (46.25, 0.01),
        ]
        for m in measured {
            let right = Self.topEdge(of: path, at: 375 - m.fromEnd, height: 68)
            let left = Self.topEdge(of: path, at: m.fromEnd, height: 68)
            #expect(abs(right - m.gap) < 0.3, "right end, \(m.fromEnd) pt in: \(right) vs \(m.gap)")
            #expect(abs(left - right) < 0.001, "the ends mirror each other")
        }
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 375, height: 68))
    }

    @Test("A circular capsule's ends are semicircles")
    func circularEnds() {
        var path = Path()
        path.addCapsule(in: CGRect(x: 0, y: 0, width: 375, height: 68), style: .circular)
        // 2.25 pt from the end a semicircle of radius 34 is 21.84 pt below the top
        // (within the 0.1 pt to which containment flattens curves).
        #expect(abs(Self.topEdge(of: path, at: 2.25, height: 68) - 21.84) < 0.1)
        #expect(Self.topEdge(of: path, at: 34.5, height: 68) < 0.001)
    }

    @Test("A square capsule is a circle, and a tall one has its ends at the top and bottom")
    func squareAndTall() {
        var square = Path()
        square.addCapsule(in: CGRect(x: 0, y: 0, width: 40, height: 40), style: .continuous)
        for angle in stride(from: 0.1, to: 6.2, by: 0.5) {
            let inside = CGPoint(x: 20 + 19.8 * cos(angle), y: 20 + 19.8 * sin(angle))
            let outside = CGPoint(x: 20 + 20.2 * cos(angle), y: 20 + 20.2 * sin(angle))
            #expect(square.contains(inside) && !square.contains(outside), "angle \(angle)")
        }
        var tall = Path()
        tall.addCapsule(in: CGRect(x: 0, y: 0, width: 20, height: 100), style: .continuous)
        #expect(tall.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 100))
        #expect(tall.contains(CGPoint(x: 10, y: 0.5)) && !tall.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(tall.contains(CGPoint(x: 0.5, y: 50)))
        guard case .move(let start) = tall.elements.first else { Issue.record("no start"); return }
        #expect(start == CGPoint(x: 20, y: 50))
    }

    @Test("An empty rectangle gives an empty rectangle's outline, never NaN")
    func degenerate() {
        var empty = Path()
        empty.addCapsule(in: CGRect(x: 0, y: 0, width: 0, height: 10), style: .continuous)
        #expect(empty.isFinite)
        #expect(!empty.elements.contains { if case .curve = $0 { return true }; return false })
    }
}
