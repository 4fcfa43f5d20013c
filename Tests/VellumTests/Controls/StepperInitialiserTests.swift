import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

/// Every `Stepper` initialiser draws its label and the − + pill.
@Suite struct StepperInitialiserTests {
    private let size = CGSize(width: 320, height: 240)

    @Test func stepperInitialisersDrawTheLabelAndThePill() throws {
        var count = 3
        let value = Binding(get: { count }, set: { count = $0 })
        let reference = try SVGRenderer(content: Stepper { Text("Custom") } onIncrement: {} onDecrement: {}, size: size).svg()
        let trailing = try SVGRenderer(content: Stepper(onIncrement: {}, onDecrement: {}) { Text("Custom") }, size: size).svg()
        let unbounded = try SVGRenderer(content: Stepper(value: value, step: 5) { Text("Custom") }, size: size).svg()
        let title = "Custom"
        let titled = try SVGRenderer(content: Stepper(title, value: value, in: 0...10), size: size).svg()
        let keyed = try SVGRenderer(content: Stepper("Custom", onIncrement: nil, onDecrement: nil), size: size).svg()
        #expect(trailing == reference)
        #expect(unbounded == reference)
        #expect(titled == reference)
        #expect(keyed == reference)
        #expect(try SVGQuery(reference).labels.contains("Custom"))
        #expect(count == 3, "a picture never steps")
    }
}
