import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

/// `toolbar(.hidden, for: .tabBar)` leaves out the tab bar; hiding another bar keeps it.
@Suite struct TabBarVisibilityTests {
    private func tabs(hidingBar: Bool) -> some View {
        TabView {
            Text("Now Playing")
                .toolbar(hidingBar ? .hidden : .visible, for: .tabBar)
                .tabItem { Label("Player", systemImage: "play.fill") }
            Text("Library").tabItem { Label("Library", systemImage: "book") }
        }
    }

    @Test func hiddenTabBarLeavesOutTheBar() throws {
        let svgShown = try SVGRenderer(content: tabs(hidingBar: false), device: .iPhone15Pro).svg()
        let svgHidden = try SVGRenderer(content: tabs(hidingBar: true), device: .iPhone15Pro).svg()
        let shownLabels = try SVGQuery(svgShown).labels
        let hiddenLabels = try SVGQuery(svgHidden).labels
        #expect(shownLabels.contains("Library") && shownLabels.contains("Player"))
        #expect(!hiddenLabels.contains("Library") && !hiddenLabels.contains("Player"), "the bar's items are gone")
        #expect(hiddenLabels.contains("Now Playing"), "the tab itself is drawn")
    }
}
