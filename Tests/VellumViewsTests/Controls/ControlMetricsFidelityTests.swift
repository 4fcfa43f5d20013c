import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViewsTestSupport
@testable import VellumViews

/// Control metrics measured in PNGs real SwiftUI drew (iOS 17, issue 31).
@Suite("Control metrics, as measured")
@MainActor struct ControlMetricsFidelityTests {
    @Test("a large bordered button is about 49.5 pt tall with body text at the medium size, as measured")
    func largeBorderedHeight() throws {
        let layout = try DeviceLayout.layout(Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large).dynamicTypeSize(.medium))
        let background = try #require(DeviceLayout.frames(layout, named: "background").first)
        // 15 pt above and below a 19.1 pt line of medium body text.
        #expect(abs(background.height - 49.5) < 0.5, "\(background)")
    }

    /// SpeziScheduler's action button (SS1, iOS 18): `.borderedProminent`, label `minHeight: 30`:
    /// 44 pt tall, corners of 8 pt (the anti-aliased edge fits r = 24 px at @3x).
    @Test("a regular bordered button: 7 pt above and below, 8 pt corners")
    func regularBorderedGeometry() throws {
        let button = Button {} label: { Text("Complete").frame(maxWidth: .infinity, minHeight: 30) }.buttonStyle(.borderedProminent)
        let layout = try DeviceLayout.layout(button.dynamicTypeSize(.medium))
        let background = try #require(DeviceLayout.frames(layout, named: "background").first)
        #expect(abs(background.height - 44) < 0.01, "\(background)")
        #expect(ControlMetrics.bordered(.regular).cornerRadius == 8)
    }

    /// RSSReader's `Button("Check").buttonStyle(.bordered).controlSize(.small)` (RS2, iOS 18):
    /// a capsule 28 pt tall, about 10 pt from its ends to the label.
    @Test("a small bordered button is a 28 pt capsule")
    func smallBorderedCapsule() throws {
        let small = Button("Check") {}.buttonStyle(.bordered).controlSize(.small)
        let layout = try DeviceLayout.layout(small)
        let background = try #require(DeviceLayout.frames(layout, named: "background").first)
        #expect(abs(background.height - 28) < 0.34, "\(background)")
    }

    /// home-assistant's PrivacyView (HA2) and GoodSwiftUI's switch (GS1), iOS 18: a labels-hidden
    /// Toggle fits 49 × 31 but draws a 51 × 31 switch; in a list row its ink ends 18 pt from the card's
    /// edge. The off track is (120,120,128) at 0.16.
    @Test("a switch is laid out 49 pt wide and drawn 51")
    func switchLayoutAndInk() throws {
        let layout = try DeviceLayout.layout(List { Toggle("Alerts", isOn: .constant(true)) })
        let track = try #require(DeviceLayout.frames(layout, named: "Capsule").first)
        #expect(abs(track.width - 51) < 0.01 && abs(track.maxX - (373 - 18)) < 0.01, "\(track)")
        let row = try #require(DeviceLayout.frames(layout, named: "ListRow").first)
        #expect(abs(row.height - 44) < 0.01 && abs(track.minY - row.minY - 6.67) < 0.01, "a 44 pt row, the switch 6.67 pt below its top (HA2): \(row)")
        #expect(SystemPalette.secondarySystemFill.light == RGBAColor(120, 120, 128, 0.16))
    }
}
