import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumSymbols

/// SVG path data made into `Path`s: relative and smooth segments, arcs, and errors that name the file.
@Suite struct PathSVGPathDataTests {
    private func points(_ d: String) throws -> [CGPoint] {
        var out: [CGPoint] = []
        try Path(svgPathData: d).forEach { e in
            switch e {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): out.append(p)
            case .closeSubpath: break
            }
        }
        return out
    }

    @Test func absoluteAndRelativeCommands() throws {
        #expect(try points("M10 10 L20 10 l0 10 H5 h-5 V0 v3") ==
                [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 20), CGPoint(x: 5, y: 20),
                 CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 3)])
    }

    @Test func implicitRepeatsAfterMoveAreLines() throws {
        let path = try Path(svgPathData: "m1 1 2 0 0 2z")
        #expect(path.elements == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 3, y: 1)),
                                  .line(to: CGPoint(x: 3, y: 3)), .closeSubpath])
        #expect(try points("M0 0L1 1 2 2 3 3").count == 4)
        #expect(try points("M0 0c1 0 1 1 1 1 1 0 1 1 1 1").last == CGPoint(x: 2, y: 2))
    }

    @Test func packedNumbersAndExponents() throws {
        let path = try Path(svgPathData: "M0-1.5.5.5L1e1-2E-1")
        #expect(path.elements == [.move(to: CGPoint(x: 0, y: -1.5)), .line(to: CGPoint(x: 0.5, y: 0.5)),
                                  .line(to: CGPoint(x: 10, y: -0.2))])
    }

    @Test func smoothCurvesReflectTheirControlPoints() throws {
        let path = try Path(svgPathData: "M0 0C0 10 10 10 10 0S20 -10 20 0Q25 5 30 0T40 0")
        #expect(path.elements[2] == .curve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: -10), control2: CGPoint(x: 20, y: -10)))
        #expect(path.elements[4] == .quadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 35, y: -5)))
        // S after a non-curve uses the current point as its first control point.
        let s = try Path(svgPathData: "M0 0L5 0s5 5 10 0")
        #expect(s.elements[2] == .curve(to: CGPoint(x: 15, y: 0), control1: CGPoint(x: 5, y: 0), control2: CGPoint(x: 10, y: 5)))
    }

    @Test func arcsBecomeCubics() throws {
        // A half circle of radius 10 from (0,0) to (20,0), sweeping through (10, 10) on screen.
        let path = try Path(svgPathData: "M0 0A10 10 0 0 0 20 0")
        #expect(path.elements.dropFirst().allSatisfy { if case .curve = $0 { true } else { false } })
        #expect(path.currentPoint == CGPoint(x: 20, y: 0))
        let bounds = path.inkBounds
        #expect(abs(bounds.maxY - 10) < 0.05 && abs(bounds.minY) < 0.05, "\(bounds)")
        // Relative arc with packed flags; the other sweep goes up.
        let up = try Path(svgPathData: "M0 0a10 10 0 0120 0")
        #expect(abs(up.inkBounds.minY + 10) < 0.05)
        // Radii too small are scaled up; zero radii draw a line.
        let scaled = try Path(svgPathData: "M0 0A1 1 0 0 1 20 0")
        #expect(abs(scaled.inkBounds.minY + 10) < 0.05)
        #expect(try Path(svgPathData: "M0 0A0 5 0 0 1 20 0").elements.last == .line(to: CGPoint(x: 20, y: 0)))
        // A large arc covers three quarters of the circle.
        let large = try Path(svgPathData: "M10 0A10 10 0 1 1 0 -10")
        #expect(abs(large.inkBounds.width - 20) < 0.05 && abs(large.inkBounds.height - 20) < 0.05)
    }

    @Test func closeThenDrawStartsAtTheSubpathStart() throws {
        let path = try Path(svgPathData: "M5 5h10v10zl10 0")
        #expect(path.elements.suffix(2) == [.move(to: CGPoint(x: 5, y: 5)), .line(to: CGPoint(x: 15, y: 5))])
    }

    @Test func malformedDataNamesTheSourceAndPlace() {
        for bad in ["L0 0", "M0 0 L1", "M0 0 X 1 1", "M 0 0 A 1 1 0 2 1 3 3", "5 5"] {
            do {
                _ = try Path(svgPathData: bad, source: "icon.svg")
                Issue.record("\(bad) parsed")
            } catch let error as VellumError {
                #expect(error.code == .corruptFile)
                #expect(error.subject == "icon.svg")
                #expect(error.message.contains("icon.svg") && error.message.contains("character"), "\(error.message)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(throws: Never.self) { try Path(svgPathData: "") }
    }
}
