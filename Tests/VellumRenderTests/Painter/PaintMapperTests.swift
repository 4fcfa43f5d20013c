import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumRender

/// Gradients placed as SwiftUI places them: unit points on the filled shape's bounds.
@Suite("PaintMapper: unit space to user space")
struct PaintMapperTests {
    let bounds = CGRect(x: 20, y: 40, width: 200, height: 100)
    let redBlue = ResolvedGradient(stops: [.init(color: RGBAColor(255, 0, 0), location: 0), .init(color: RGBAColor(0, 0, 255), location: 1)])

    @Test("Linear: unit points become absolute points on the bounds",
          arguments: [(UnitPoint.top, UnitPoint.bottom, CGPoint(x: 120, y: 40), CGPoint(x: 120, y: 140)),
                      (.leading, .trailing, CGPoint(x: 20, y: 90), CGPoint(x: 220, y: 90)),
                      (.topLeading, .bottomTrailing, CGPoint(x: 20, y: 40), CGPoint(x: 220, y: 140)),
                      (UnitPoint(x: 0.25, y: 2), .zero, CGPoint(x: 70, y: 240), CGPoint(x: 20, y: 40))])
    func linear(_ s: UnitPoint, _ e: UnitPoint, _ start: CGPoint, _ end: CGPoint) throws {
        let ref = try #require(PaintMapper.map(Paint(.linearGradient(redBlue, startPoint: s, endPoint: e), opacity: 0.5), bounds: bounds))
        #expect(ref.paint == .linear(redBlue, start: start, end: end))
        #expect(ref.opacity == 0.5)
    }

    @Test("Linear with start = end paints the last colour, as CoreGraphics does")
    func degenerateLinear() throws {
        let ref = try #require(PaintMapper.map(Paint(.linearGradient(redBlue, startPoint: .center, endPoint: .center)), bounds: bounds))
        #expect(ref.paint == .color(RGBAColor(0, 0, 255)))
    }

    @Test("Radial: the centre is absolute, the start radius folds into the stops exactly")
    func radial() throws {
        let ref = try #require(PaintMapper.map(Paint(.radialGradient(redBlue, center: .topLeading, startRadius: 15, endRadius: 60)), bounds: bounds))
        guard case .radial(let g, let c, let r, let t) = ref.paint else { Issue.record("not radial: \(ref.paint)"); return }
        #expect(c == CGPoint(x: 20, y: 40) && r == 60 && t == nil)
        // 0 → first colour, 15/60 = 0.25 → first colour, 1 → last colour.
        #expect(g.stops.map(\.location) == [0, 0.25, 1])
        #expect(g.stops.map(\.color) == [RGBAColor(255, 0, 0), RGBAColor(255, 0, 0), RGBAColor(0, 0, 255)])
        // Halfway between the radii is halfway between the colours.
        #expect(g.color(at: 37.5 / 60) == redBlue.color(at: 0.5))
    }

    @Test("Radial with no start radius keeps the stops as they are")
    func radialFromCentre() throws {
        let ref = try #require(PaintMapper.map(Paint(.radialGradient(redBlue, center: .center, startRadius: 0, endRadius: 50)), bounds: bounds))
        #expect(ref.paint == .radial(redBlue, center: CGPoint(x: 120, y: 90), radius: 50, transform: nil))
    }

    @Test("Elliptical: a circle of the width's fraction squashed to the height about the centre")
    func elliptical() throws {
        let ref = try #require(PaintMapper.map(Paint(.ellipticalGradient(redBlue, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)), bounds: bounds))
        guard case .radial(_, let c, let r, let t?) = ref.paint else { Issue.record("not elliptical: \(ref.paint)"); return }
        #expect(c == CGPoint(x: 120, y: 90) && r == 100)
        // The ellipse touches the bounds' four sides.
        let top = CGPoint(x: 120, y: 90 - 100).applying(t), right = CGPoint(x: 220, y: 90).applying(t)
        #expect(abs(top.y - 40) < 1e-9 && abs(top.x - 120) < 1e-9)
        #expect(abs(right.x - 220) < 1e-9 && abs(right.y - 90) < 1e-9)
    }

    @Test("Image paint: a pattern tile at the bounds' origin, the source rectangle chosen by offsetting the image")
    func imagePattern() throws {
        let image = ImageData(bytes: Data([0]), format: .png, size: CGSize(width: 10, height: 8), name: "tile")
        let ref = try #require(PaintMapper.map(Paint(.image(image, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), scale: 2)), bounds: bounds))
        #expect(ref.paint == .pattern(image, tile: CGRect(x: 20, y: 40, width: 10, height: 16), image: CGRect(x: -10, y: 0, width: 20, height: 16)))
    }

    @Test("Invisible paints draw nothing; one-stop gradients are solid")
    func trivial() {
        #expect(PaintMapper.map(Paint(.color(.clear)), bounds: bounds) == nil)
        #expect(PaintMapper.map(Paint(.color(.black), opacity: 0), bounds: bounds) == nil)
        let one = ResolvedGradient(stops: [.init(color: RGBAColor(0, 255, 0), location: 0.3)])
        #expect(PaintMapper.map(Paint(.linearGradient(one, startPoint: .top, endPoint: .bottom)), bounds: bounds)?.paint == .color(RGBAColor(0, 255, 0)))
    }
}
