import Foundation
import Testing
@testable import Vellum
import VellumTestSupport
import VellumViewsTestSupport

/// `formStyle(_:)` and the hover modifiers, found missing by ordinary public
/// SwiftUI files: they compile and leave the picture as iOS draws it at rest.
@Suite struct FormStyleAndHoverTests {
    @Test func everyFormStyleDrawsGroupedRows() throws {
        let size = CGSize(width: 393, height: 300)
        let plain = try SVGRenderer(content: SampleScreens.form(), size: size).svg()
        let grouped = try SVGRenderer(content: SampleScreens.form().formStyle(.grouped), size: size).svg()
        let automatic = try SVGRenderer(content: SampleScreens.form().formStyle(.automatic), size: size).svg()
        let columns = try SVGRenderer(content: SampleScreens.form().formStyle(.columns), size: size).svg()
        #expect(grouped == plain && automatic == plain && columns == plain)
    }

    @Test func hoverModifiersDrawTheViewAtRest() throws {
        final class Calls { var count = 0 }
        let calls = Calls()
        let size = CGSize(width: 200, height: 60)
        let rest = try SVGRenderer(content: Text("Hello").foregroundStyle(.red), size: size).svg()
        let hovered = try SVGRenderer(content: Text("Hello").foregroundStyle(.red)
            .onHover { _ in calls.count += 1 }
            .onContinuousHover { _ in calls.count += 1 }
            .onContinuousHover(coordinateSpace: .global) { phase in if case .active = phase { calls.count += 1 } }
            .hoverEffect(.lift)
            .hoverEffect(.highlight, isEnabled: false), size: size).svg()
        #expect(hovered == rest)
        #expect(try SVGQuery(rest).colors.contains("#FF3B30"), "drawn in its foreground style")
        #expect(calls.count == 0, "no pointer: the actions are never called")
        #expect(HoverPhase.active(CGPoint(x: 1, y: 2)) != .ended)
    }
}
