import Testing
import SwiftUI

/// `GeometryEffect`, `animation(_:body:)` and `AnyView(_fromValue:)`, as
/// SwiftUI packages use them: each draws what the effect or body says, at rest.
@Suite("GeometryEffect and friends")
@MainActor struct GeometryEffectTests {
    func svg(_ view: some View) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: 120, height: 80)).svg()
    }

    /// Moves the view by its own width times `animatableData`.
    struct Slide: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: size.width * animatableData, y: 0))
        }
    }

    @Test("a geometry effect draws the projection it returns for the view's size")
    func effectValueForSize() throws {
        let box = Color.red.frame(width: 40, height: 20)
        let effect = try svg(box.modifier(Slide(animatableData: 0.5)))
        #expect(effect == (try svg(box.visualEffect { content, _ in
            content.projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 20, y: 0)))
        })))
        #expect(effect != (try svg(box)))
        #expect(try svg(box.modifier(Slide(animatableData: 0.5).ignoredByLayout())) == effect)
        #expect(try svg(box.modifier(Slide(animatableData: 0))) == (try svg(box.visualEffect { content, _ in
            content.projectionEffect(ProjectionTransform(CGAffineTransform.identity))
        })))
    }

    @Test("animation(_:body:) draws its body at rest")
    func animationBody() throws {
        let liked = true
        let animated = try svg(Image(systemName: "heart.fill").animation(.spring) { $0.scaleEffect(liked ? 1.5 : 1) })
        #expect(animated == (try svg(Image(systemName: "heart.fill").scaleEffect(1.5))))
    }

    @Test("AnyView(_fromValue:) erases a view and refuses anything else")
    func anyViewFromValue() throws {
        let values: [Any] = [Text("Home"), 42, "text"]
        let views = values.compactMap(AnyView.init(_fromValue:))
        #expect(views.count == 1)
        #expect(try svg(views[0]) == (try svg(Text("Home"))))
    }
}
