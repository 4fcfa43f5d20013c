import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

/// Every `Stepper` initialiser draws its label and the − + pill.
@Suite struct StepperInitialiserTests {
    @Test func theTrailingLabelFormDrawsTheMinusAndPlusGlyphs() throws {
        let l = try DeviceLayout.layout(Stepper(onIncrement: {}, onDecrement: {}) { Text("Custom") })
        #expect(DeviceLayout.frames(l, named: "Image").count == 2, "the − and + glyphs")
    }
}
