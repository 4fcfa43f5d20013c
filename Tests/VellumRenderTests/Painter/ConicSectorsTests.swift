import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumRender

/// The angular gradient built from wedges.
@Suite("ConicSectors: an angular gradient from geometry")
struct ConicSectorsTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let g = ResolvedGradient(stops: [.init(color: RGBAColor(255, 0, 0), location: 0), .init(color: RGBAColor(0, 0, 255), location: 1)])

    func wedges(start: Angle = .zero, end: Angle = .degrees(360)) -> [RenderPath] {
        ConicSectors.sectors(g, center: CGPoint(x: 50, y: 50), start: start, end: end, covering: bounds, opacity: 1).compactMap {
            if case .path(let p) = $0 { return p } else { return nil }
        }
    }

    func colour(_ p: RenderPath) -> RGBAColor? {
        if case .color(let c)? = p.fill?.paint { return c } else { return nil }
    }

    @Test("Colour follows the angle clockwise from the start; neighbours differ")
    func colourByAngle() throws {
        let w = wedges()
        #expect(w.count > 100 && w.count <= ConicSectors.sectorsPerTurn)
        let first = try #require(w.first.flatMap(colour)), last = try #require(w.last.flatMap(colour))
        #expect(first.red > 0.99 && first.blue < 0.01)
        #expect(last.blue > 0.99 && last.red < 0.01)
        // A quarter turn clockwise (y down) is straight below the centre, a quarter of the way to blue.
        let below = try #require(w.first { p in
            let b = p.path.boundingRect
            return b.minX < 50 && b.maxX > 50 && b.maxY > 100
        }.flatMap(colour))
        #expect(abs(below.blue - 0.25) < 0.01)
    }

    @Test("Every wedge starts at the centre and its far corners lie beyond the covered bounds")
    func reach() {
        let farthestCorner = hypot(50.0, 50.0)
        for p in wedges() {
            guard case .move(let c)? = p.path.elements.first else { Issue.record("no move"); continue }
            #expect(c == CGPoint(x: 50, y: 50))
            for case .line(let q) in p.path.elements {
                #expect(hypot(q.x - 50, q.y - 50) > farthestCorner)
            }
        }
    }

    @Test("A partial gradient: the rest of the turn is split between the end colours")
    func partial() throws {
        let w = wedges(start: .zero, end: .degrees(90))
        let colours = w.compactMap(colour)
        #expect(colours.contains(RGBAColor(0, 0, 255)) && colours.contains(RGBAColor(255, 0, 0)))
        // Merged: the 270° beyond the range are two wedges, not 270.
        #expect(w.count < 100)
    }

    @Test("Equal neighbours merge: a one-colour gradient is one wedge cut into triangles")
    func merge() {
        let solid = ResolvedGradient(stops: [.init(color: RGBAColor(0, 255, 0), location: 0), .init(color: RGBAColor(0, 255, 0), location: 1)])
        let w = ConicSectors.sectors(solid, center: CGPoint(x: 50, y: 50), start: .zero, end: .degrees(360), covering: bounds, opacity: 1)
        #expect(w.count == 1)
    }
}
