import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumViews

@Suite("Navigation titles and tab bars")
@MainActor struct NavigationTitleAndTabTests {
    @Test("A navigation title is drawn large above the root")
    func navigationTitle() throws {
        let nodes = try lower(NavigationStack { Text("Body").navigationTitle("Settings") })
        let texts = drawings(nodes).compactMap { d -> StyledText? in if case .text(let t, _, _) = d { return t }; return nil }
        // The root comes first in the tree; the title is its top safe-area inset.
        try #require(texts.map(\.string) == ["Body", "Settings"])
        #expect(texts[1].runs[0].font.size == 34 && texts[1].runs[0].font.weight == 700)
        guard case .safeAreaInset(let edge, _, _)? = nodes.first?.kind else { Issue.record("no inset"); return }
        #expect(edge == .top)
    }

    @Test("A tab view shows its first tab and a bar with every item")
    func tabView() throws {
        let nodes = try lower(TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }
            Text("Search page").tabItem { Label("Search", systemImage: "magnifyingglass") }
        })
        let texts = drawings(nodes).compactMap { d -> String? in if case .text(let t, _, _) = d { return t.string }; return nil }
        #expect(texts.contains("Home page") && !texts.contains("Search page"))
        #expect(texts.contains("Home") && texts.contains("Search"))
    }
}
