import Foundation
import Testing
import Vellum

/// iOS 18's `Tab` and `TabSection` inside a `TabView`: the same picture as the
/// `tabItem(_:)` and `tag(_:)` they stand for.
@Suite("Tab, TabSection and TabRole")
@MainActor struct TabAPITests {
    func svg(_ view: some View) throws -> String { try SVGRenderer(content: view, device: .iPhone15Pro).svg() }

    @Test("Tabs without values draw as tab items: the first tab's page over the bar")
    func tabsAsItems() throws {
        let modern = TabView {
            Tab("Home", systemImage: "house") { Text("Home page") }
            Tab("Settings", systemImage: "gear") { Text("Settings page") }
        }
        let classic = TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }
            Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }
        }
        #expect(try svg(modern) == svg(classic))
    }

    @Test("A selection picks the tab with its value; sections' tabs are the bar's tabs; the search role draws the search tab")
    func selectionSectionsAndSearch() throws {
        enum Pane: Hashable { case inbox, starred, search }
        let modern = TabView(selection: .constant(Pane.starred)) {
            Tab("Inbox", systemImage: "tray", value: Pane.inbox) { Text("Inbox page") }
            TabSection("Collections") {
                Tab("Starred", systemImage: "star", value: Pane.starred) { Text("Starred page") }
            }
            Tab(value: Pane.search, role: .search) { Text("Search page") }
        }
        let classic = TabView(selection: .constant(Pane.starred)) {
            Text("Inbox page").tabItem { Label("Inbox", systemImage: "tray") }.tag(Pane.inbox)
            Text("Starred page").tabItem { Label("Starred", systemImage: "star") }.tag(Pane.starred)
            Text("Search page").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Pane.search)
        }
        let drawn = try svg(modern)
        #expect(drawn == (try svg(classic)))
        #expect(drawn != (try svg(TabView(selection: .constant(Pane.inbox)) {
            Tab("Inbox", systemImage: "tray", value: Pane.inbox) { Text("Inbox page") }
            Tab("Starred", systemImage: "star", value: Pane.starred) { Text("Starred page") }
            Tab(value: Pane.search, role: .search) { Text("Search page") }
        })), "another selection shows another page")
    }

    @Test("A tab's badge is drawn on its item, as on a tab item")
    func badge() throws {
        let modern = TabView { Tab("Inbox", systemImage: "tray") { Text("Inbox page") }.badge(3) }
        let classic = TabView { Text("Inbox page").tabItem { Label("Inbox", systemImage: "tray") }.badge(3) }
        #expect(try svg(modern) == svg(classic))
    }
}
