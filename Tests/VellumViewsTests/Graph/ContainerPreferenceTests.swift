import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumScreen
import VellumViews

/// What containers read from their content (a navigation stack its title and
/// bar items, a tab view its tabs' items, a sheet its settings) travels as
/// preferences: each container reads its own content's, and they stop there.
/// (A sheet's items: VellumTests' PresentedBarItemsTests, where the sheet is drawn.)
@Suite("View graph: preferences containers read")
@MainActor struct ContainerPreferenceTests {
    /// `view` painted on an iPhone 15 Pro's screen.
    func painted<V: View>(_ view: V) throws -> PaintedView {
        try PaintedView(view, device: .iPhone15Pro)
    }

    @Test("A nested stack's title is its own: the outer stack draws no second bar")
    func nestedStackKeepsItsTitle() throws {
        let inner = NavigationStack { Text("Body").navigationTitle("Inner") }
        #expect(try painted(NavigationStack { inner }) == painted(inner))
        // The outer stack's own title still shows, above the inner one's.
        #expect(try painted(NavigationStack { inner.navigationTitle("Outer") }) != painted(inner))
    }

    @Test("A toolbar on a group of views gives its items once")
    func toolbarOnAGroup() throws {
        let onGroup = NavigationStack {
            Group { Text("A"); Text("B") }.toolbar { Button("Edit") {} }
        }
        let onFirst = NavigationStack {
            Group { Text("A").toolbar { Button("Edit") {} }; Text("B") }
        }
        let twice = NavigationStack {
            Group { Text("A").toolbar { Button("Edit") {} }; Text("B").toolbar { Button("Edit") {} } }
        }
        #expect(try painted(onGroup) == painted(onFirst))
        #expect(try painted(onGroup) != painted(twice))
    }

    struct AppearingRow: View {
        @State private var on = false
        var body: some View {
            Text(on ? "on" : "off").listRowBackground(Color.yellow).onAppear { on = true }
        }
    }

    @Test("A list row with row traits still appears: its onAppear runs")
    func rowTraitsKeepLifecycle() throws {
        let settled = List { Text("on").listRowBackground(Color.yellow) }
        #expect(try painted(List { AppearingRow() }) == painted(settled))
        #expect(try painted(List { AppearingRow() }) != painted(List { Text("off").listRowBackground(Color.yellow) }))
    }

    @Test("A tab's badge inside a list row badges the row, not the tab")
    func badgeInARowStaysInTheRow() throws {
        func tabs(_ rowBadge: Bool) -> some View {
            TabView {
                List { Text("Inbox").badge(rowBadge ? 3 : 0) }
                    .tabItem { Label("Mail", systemImage: "tray") }
            }
        }
        // Were the row's badge the tab's too, the picture would be this one.
        let bothBadged = TabView {
            List { Text("Inbox").badge(3) }.tabItem { Label("Mail", systemImage: "tray") }.badge(3)
        }
        #expect(try painted(tabs(true)) != painted(tabs(false)))
        #expect(try painted(tabs(true)) != painted(bothBadged))
    }

    @Test("A split view's column width is read once, from its own column")
    func columnWidthStaysInItsColumn() throws {
        func split(_ width: CGFloat?) -> some View {
            NavigationSplitView {
                Group {
                    if let width { List { Text("Side") }.navigationSplitViewColumnWidth(width) } else { List { Text("Side") } }
                }
            } detail: {
                Text("Detail")
            }
        }
        func iPad<V: View>(_ view: V) throws -> PaintedView { try PaintedView(view, device: .iPadPro11.oriented(.landscapeLeft)) }
        #expect(try iPad(split(400)) != iPad(split(nil)))
        #expect(try iPad(split(400)) != iPad(split(300)))
    }
}
