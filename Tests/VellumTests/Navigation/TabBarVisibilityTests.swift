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
        let shown = try Pipeline.layout(tabs(hidingBar: false))
        let hidden = try Pipeline.layout(tabs(hidingBar: true))
        #expect(Pipeline.frames(shown, named: "TabView").count == 1)
        #expect(Pipeline.frames(hidden, named: "TabView").isEmpty, "no tab bar")
        let svgShown = try SVGRenderer(content: tabs(hidingBar: false), device: .iPhone15Pro).svg()
        let svgHidden = try SVGRenderer(content: tabs(hidingBar: true), device: .iPhone15Pro).svg()
        let shownLabels = try SVGQuery(svgShown).labels
        let hiddenLabels = try SVGQuery(svgHidden).labels
        #expect(shownLabels.contains("Library") && shownLabels.contains("Player"))
        #expect(!hiddenLabels.contains("Library") && !hiddenLabels.contains("Player"), "the bar's items are gone")
        #expect(hiddenLabels.contains("Now Playing"), "the tab itself is drawn")
        // The tab's content is centred on the whole screen once the bar is gone (852 pt tall).
        let text = try #require(Pipeline.frames(hidden, named: "Text").first)
        #expect(abs(text.midY - 852 / 2) < 40, "\(text)")
    }

    @Test func hidingAnotherBarKeepsTheTabBar() throws {
        let view = TabView {
            Text("Home").toolbar(.hidden, for: .navigationBar).tabItem { Label("Home", systemImage: "house") }
        }
        #expect(Pipeline.frames(try Pipeline.layout(view), named: "TabView").count == 1)
    }
}
