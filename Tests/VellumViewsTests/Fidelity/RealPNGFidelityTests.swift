import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumScreen
import VellumTestSupport
import VellumViewsTestSupport
@testable import VellumGeometry
@testable import VellumText
@testable import VellumViews

/// Geometry measured in PNGs that real SwiftUI drew (swift-snapshot-testing references in public
/// repositories; sources and numbers in docs/reference/fidelity-real-pngs.md).
@Suite struct RealPNGFidelityTests {
    /// PREFIRE's `Capsule()` behind a 375 × 68 pt frame (iOS 17): 2.25 pt from each end its top edge is
    /// 22.48 pt down and 30.25 pt in still 0.67 pt down, fuller than a semicircle (21.84 and 0.21).
    @Test func capsuleEndsAreFullerThanSemicircles() {
        let path = Capsule().path(in: CGRect(x: 0, y: 0, width: 375, height: 68))
        func top(_ x: CGFloat) -> CGFloat {
            var lo: CGFloat = 0, hi: CGFloat = 34
            for _ in 0..<40 { let m = (lo + hi) / 2; if path.contains(CGPoint(x: x, y: m)) { hi = m } else { lo = m } }
            return hi
        }
        #expect(abs(top(375 - 2.25) - 22.48) < 0.3)
        #expect(abs(top(2.25) - 22.48) < 0.3)
        #expect(abs(top(375 - 30.25) - 0.67) < 0.3)
        #expect(abs(Capsule(style: .circular).path(in: CGRect(x: 0, y: 0, width: 375, height: 68))
            .boundingRect.width - 375) < 0.001)
    }

    /// Foodybite SettingsView on a 390 pt iPhone 14 (iOS 17): the cards are 20 pt from both sides.
    @Test func listCardsAreTwentyPointsInAt390() {
        #expect(ListMarginLayout.margin(forWidth: 390) == 20)
        #expect(ListMarginLayout.margin(forWidth: 393) == 20)
        #expect(ListMarginLayout.margin(forWidth: 375) == 16)
        #expect(ListMarginLayout.margin(forWidth: 320) == 16)
        #expect(ListMarginLayout.margin(forWidth: nil) == 16)
    }

    /// The measured row and header metrics: trailing inset 20, header 6 pt above its card, first header 17 pt down.
    @Test func listRowAndHeaderMetrics() {
        #expect(ListSectionBuilder.Metrics.rowInsetLeading == 20)
        #expect(ListSectionBuilder.Metrics.rowInsetTrailing == 20)
        #expect(ListSectionBuilder.Metrics.headerBottom == 6)
        #expect(ListSectionBuilder.Metrics.listTop == 17)
    }

    /// Rows given straight to a List (no headed section): the first card starts 35 pt below the safe
    /// area (iOS 18, iPhone 13 Pro, medium text); a headed first section keeps its header 17 pt down.
    @MainActor @Test func headerlessListStartsThirtyFivePointsDown() throws {
        let top = Device.iPhone15Pro.safeAreaInsets.top
        let plain = try DeviceLayout.layout(List { Text("One"); Text("Two") })
        let card = try #require(DeviceLayout.frames(plain, named: "Section").first)
        #expect(abs(card.minY - (top + 35)) < 0.5, "\(card)")
        let headed = try DeviceLayout.layout(List { Section("Header") { Text("One") } })
        let section = try #require(DeviceLayout.frames(headed, named: "Section (headed)").first)
        #expect(abs(section.minY - (top + 17)) < 0.5, "\(section)")
    }

    /// Lines of body text are 21 pt apart at medium and 56 pt apart at AX4 (sample-json-app MovieDetailsView).
    @Test func bodyLinePitchIsTheTextStyleLeading() {
        let medium = Font.body.resolved(dynamicTypeSize: .medium)
        #expect(abs(medium.size * ResolvedFont.systemLineHeight + medium.lineGap - 21) < 0.001)
        let ax4 = Font.body.resolved(dynamicTypeSize: .accessibility4)
        // 47 pt lines are 56.09 tall, more than the leading: no gap is added (56.09 against 56.0 measured).
        #expect(abs(ax4.size * ResolvedFont.systemLineHeight + ax4.lineGap - 56) < 0.1)
        // A font of a fixed size has no gap.
        #expect(Font.system(size: 16).resolved().lineGap == 0)
    }

    /// The overview paragraph's six lines at medium: line tops 21 pt apart, first line at the top.
    @Test func paragraphLinesAreTwentyOnePointsApart() throws {
        let text = "Set more than a decade after the events of the first film, learn the story of the Sully family (Jake, Neytiri, and their kids), the trouble that follows them, the lengths they go to keep each other safe, the battles they fight to stay alive, and the tragedies they endure."
        let font = Font.body.resolved(dynamicTypeSize: .medium)
        let m = DeviceLayout.text.measure(StyledText(text, font: font), options: TextOptions(), width: 358)
        // 6 lines: 19.094 for the first, 21 for each further one, rounded up to the pixel grid.
        #expect(abs(m.size.height - (19.094 + 5 * 21)).magnitude < 0.34)
    }

    /// home-assistant's ListPicker (HA1, iOS 18.2, iPhone 13, medium): separators at 536, 668 and 800 px
    /// (@3x), 44 pt apart, from x = 40 pt to the card's edge; each lies over its row's last pixel row.
    @MainActor @Test func insetGroupedRowsAreFortyFourPointsWithTheirSeparator() throws {
        let list = List { Section("Section 1") { Text("Abc"); Text("aaaa"); Text("bbbb"); Text("ccccc") } }
        let layout = try DeviceLayout.layout(list)
        let rows = DeviceLayout.frames(layout, named: "ListRow")
        let lines = DeviceLayout.frames(layout, named: "Divider")
        #expect(rows.count == 4 && lines.count == 3)
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(abs(b.minY - a.minY - 44) < 0.01, "\(a) \(b)") }
        for (row, line) in zip(rows, lines) {
            #expect(abs(line.maxY - row.maxY) < 0.01 && abs(line.height - 1.0 / 3) < 0.01, "\(row) \(line)")
            #expect(abs(line.minX - 40) < 0.01 && abs(line.maxX - 373) < 0.01, "\(line)")
        }
    }
}
