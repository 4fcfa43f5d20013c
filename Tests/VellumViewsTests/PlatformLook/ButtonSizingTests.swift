import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumScreen
import VellumViewsTestSupport
@testable import VellumGeometry
@testable import VellumViews

/// `buttonSizing(_:)` (iOS 26): a flexible bordered or glass button is as wide as it is offered.
@Suite struct ButtonSizingTests {
    static func width(_ view: some View) throws -> CGFloat {
        let screen = try DeviceLayout.layout(VStack { view }.frame(width: 300))
        let fills = RealPNGFidelityTests.fills(RGBAColor(0, 122, 255), in: screen)
        return try #require(fills.first).width
    }

    @MainActor @Test func flexibleButtonsFillTheirOffer() throws {
        let fitted = try Self.width(Button("Save") {}.buttonStyle(.borderedProminent))
        #expect(fitted < 100, "\(fitted)")
        #expect(try Self.width(Button("Save") {}.buttonStyle(.borderedProminent).buttonSizing(.fitted)) == fitted)
        #expect(abs(try Self.width(Button("Save") {}.buttonStyle(.borderedProminent).buttonSizing(.flexible)) - 300) < 0.01)
        let halves = try DeviceLayout.layout(HStack(spacing: 10) {
            Button("Cancel") {}.buttonStyle(.borderedProminent)
            Button("OK") {}.buttonStyle(.borderedProminent)
        }.buttonSizing(.flexible).frame(width: 310))
        let widths = RealPNGFidelityTests.fills(RGBAColor(0, 122, 255), in: halves).map(\.width)
        #expect(widths.count == 2 && widths.allSatisfy { abs($0 - 150) < 0.01 }, "\(widths)")
    }
}
