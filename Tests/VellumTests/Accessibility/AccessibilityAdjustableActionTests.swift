import Foundation
import Testing
import Vellum
import VellumTestSupport

/// `accessibilityAdjustableAction(_:)`: a custom control (a row of rating
/// stars) VoiceOver adjusts by swiping, as it does a slider.
@Suite @MainActor struct AccessibilityAdjustableActionTests {
    @Test("accessibilityAdjustableAction makes the view one adjustable element over its whole frame")
    func adjustable() throws {
        let stars = HStack(spacing: 4) {
            ForEach(0..<5, id: \.self) { i in Image(systemName: i < 3 ? "star.fill" : "star") }
        }
        .padding(8)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("3 stars")
        .accessibilityAdjustableAction { _ in }
        let e = try SVGRenderer(content: stars.frame(width: 200, height: 60), size: CGSize(width: 200, height: 60)).accessibilityElements()
        #expect(e.map(\.label) == ["Rating"])
        #expect(e.map(\.role) == ["adjustable"])
        #expect(e.map(\.value) == ["3 stars"])
    }
}
