import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumRender
import VellumViews
import VellumViewsTestSupport

/// `GlassEffectContainer` and `glassEffectUnion(id:namespace:)`: each glass
/// effect draws its own glass, and a union's members one glass around them all.
@Suite @MainActor struct GlassEffectContainerTests {
    struct Toolbar: View {
        @Namespace var ns
        let united: Bool
        var body: some View {
            GlassEffectContainer(spacing: 8) {
                HStack(spacing: 8) {
                    ForEach(["sun.max", "moon", "star"], id: \.self) { name in
                        Image(systemName: name).frame(width: 44, height: 44)
                            .glassEffect(in: Circle())
                            .glassEffectUnion(id: united && name != "star" ? "sky" : nil, namespace: ns)
                    }
                }
            }
        }
    }

    @Test func eachGlassEffectDrawsItsOwnGlass() throws {
        let (layout, report) = try DeviceLayout.settledLayout(Toolbar(united: false))
        #expect(report.settled)
        let circles = DeviceLayout.frames(layout, named: "Circle")
        #expect(circles.count == 12, "4 layers × 3: \(circles.count)")
        #expect(Set(circles.map(\.minX)).count == 3)
    }

    @Test func aUnionDrawsOneShapeAroundItsMembers() throws {
        let (layout, report) = try DeviceLayout.settledLayout(Toolbar(united: true))
        #expect(report.settled)
        let icons = DeviceLayout.frames(layout, named: "Image")
        #expect(icons.count == 3)
        // The star alone in its circle; the union's circle, erased, drawn once around the sun and the moon.
        let circles = DeviceLayout.frames(layout, named: "Circle")
        #expect(circles.count == 4, "the star: \(circles.count)")
        let unions = DeviceLayout.frames(layout, named: "AnyShape")
        #expect(unions.count == 4, "one glass for the union: \(unions.count)")
        let union = try #require(unions.first)
        // The sun and the moon, 44 pt each, 8 pt apart: one shape 96 pt wide.
        #expect(abs(union.width - 96) < 0.01 && abs(union.height - 44) < 0.01, "\(union)")
        // The circles merge into a capsule across the union's frame (a circle there would be 44 wide).
        let painted = try PaintedView(Toolbar(united: true), size: CGSize(width: 300, height: 100))
        let wide = painted.pathBounds.filter { abs($0.width - 96) < 0.5 && abs($0.height - 44) < 0.5 }
        #expect(!wide.isEmpty, "a path 96 × 44 is drawn: \(painted.pathBounds)")
        let sun = try #require(icons.min { $0.minX < $1.minX })
        #expect(abs(union.minX - (sun.midX - 22)) < 0.5 && abs(union.midY - sun.midY) < 0.5, "\(union) starts at the sun \(sun)")
    }
}

private extension PaintedView {
    /// The bounds of every filled path, in painting order.
    var pathBounds: [CGRect] {
        func visit(_ node: RenderNode) -> [CGRect] {
            switch node {
            case .group(let group): return group.children.flatMap(visit)
            case .path(let path): return path.fill == nil ? [] : [path.path.boundingRect]
            default: return []
            }
        }
        return nodes.flatMap(visit)
    }
}
