import Testing
import Foundation
import Vellum
import VellumViews

/// `ContainerRelativeShape` takes its container's shape, inset to be concentric with it.
@Suite("ContainerRelativeShape and containerShape")
@MainActor struct ContainerRelativeShapeTests {
    func svg<V: View>(_ view: V) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: 120, height: 80)).svg()
    }

    @Test("8 pt inside a 20 pt rounded container: 12 pt corners")
    func concentric() throws {
        let relative = ContainerRelativeShape().fill(Color.blue).padding(8)
            .frame(width: 100, height: 60)
            .containerShape(RoundedRectangle(cornerRadius: 20))
        let expected = RoundedRectangle(cornerRadius: 12).fill(Color.blue).padding(8).frame(width: 100, height: 60)
        #expect(try svg(relative) == svg(expected))
        #expect(try svg(relative) != svg(Rectangle().fill(Color.blue).padding(8).frame(width: 100, height: 60)))
    }

    @Test("As a background, a clip shape and inset")
    func otherUses() throws {
        let clipped = Color.red.clipShape(ContainerRelativeShape()).padding(4)
            .frame(width: 100, height: 60).containerShape(Capsule())
        #expect(try svg(clipped) == svg(Color.red.clipShape(Capsule()).padding(4).frame(width: 100, height: 60)))
        let inset = ContainerRelativeShape().inset(by: 6).fill(Color.green)
            .frame(width: 100, height: 60).containerShape(RoundedRectangle(cornerRadius: 16))
        #expect(try svg(inset) == svg(RoundedRectangle(cornerRadius: 10).fill(Color.green).padding(6).frame(width: 100, height: 60)))
    }

    @Test("Without a container shape it is a rectangle")
    func noContainer() throws {
        #expect(try svg(ContainerRelativeShape().fill(Color.blue).frame(width: 50, height: 30))
                == svg(Rectangle().fill(Color.blue).frame(width: 50, height: 30)))
    }
}
