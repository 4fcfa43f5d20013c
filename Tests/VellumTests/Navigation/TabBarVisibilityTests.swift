import Foundation
import Testing
@testable import Vellum
import VellumTestSupport
import VellumViewsTestSupport

/// `toolbar(.hidden, for: .tabBar)` leaves out the tab bar; hiding another bar keeps it.
@Suite struct TabBarVisibilityTests {
    @Test func hiddenTabBarLeavesOutTheBar() throws {
        let svgShown = try SVGRenderer(content: SampleScreens.tabs(hidingBar: false), device: .iPhone15Pro).svg()
        let svgHidden = try SVGRenderer(content: SampleScreens.tabs(hidingBar: true), device: .iPhone15Pro).svg()
        let shownLabels = try SVGQuery(svgShown).labels
        let hiddenLabels = try SVGQuery(svgHidden).labels
        #expect(shownLabels.contains("Library") && shownLabels.contains("Player"))
        #expect(!hiddenLabels.contains("Library") && !hiddenLabels.contains("Player"), "the bar's items are gone")
        #expect(hiddenLabels.contains("Now Playing"), "the tab itself is drawn")
    }
}
