import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// `ContainerRelativeShape` takes its container's shape, inset to be concentric with it.
@Suite("ContainerRelativeShape and containerShape")
@MainActor struct ContainerRelativeShapeTests {
    /// `view` painted on a 120 × 80 canvas.
    func painted<V: View>(_ view: V) throws -> PaintedView {
        try PaintedView(view, size: CGSize(width: 120, height: 80))
    }

    @Test("8 pt inside a 20 pt rounded container: 12 pt corners")
    func concentric() throws {
        let relative = ContainerRelativeShape().fill(Color.blue).padding(8)
            .frame(width: 100, height: 60)
            .containerShape(RoundedRectangle(cornerRadius: 20))
        let expected = RoundedRectangle(cornerRadius: 12).fill(Color.blue).padding(8).frame(width: 100, height: 60)
        #expect(try painted(relative) == painted(expected))
        #expect(try painted(relative) != painted(Rectangle().fill(Color.blue).padding(8).frame(width: 100, height: 60)))
    }

    @Test("As a background, a clip shape and inset")
    func otherUses() throws {
        let clipped = Color.red.clipShape(ContainerRelativeShape()).padding(4)
            .frame(width: 100, height: 60).containerShape(Capsule())
        #expect(try painted(clipped) == painted(Color.red.clipShape(Capsule()).padding(4).frame(width: 100, height: 60)))
        let inset = ContainerRelativeShape().inset(by: 6).fill(Color.green)
            .frame(width: 100, height: 60).containerShape(RoundedRectangle(cornerRadius: 16))
        #expect(try painted(inset) == painted(RoundedRectangle(cornerRadius: 10).fill(Color.green).padding(6).frame(width: 100, height: 60)))
    }

    @Test("Without a container shape it is a rectangle")
    func noContainer() throws {
        #expect(try painted(ContainerRelativeShape().fill(Color.blue).frame(width: 50, height: 30))
                == painted(Rectangle().fill(Color.blue).frame(width: 50, height: 30)))
    }
}
