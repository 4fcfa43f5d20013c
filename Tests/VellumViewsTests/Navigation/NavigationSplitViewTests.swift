import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

private func notes(_ visibility: NavigationSplitViewVisibility = .automatic, compact: NavigationSplitViewColumn = .sidebar) -> some View {
    NavigationSplitView(columnVisibility: .constant(visibility), preferredCompactColumn: .constant(compact)) {
        List { Text("All Notes"); Text("Shared") }.listStyle(.sidebar).navigationTitle("Folders")
    } detail: {
        Text("Note body").navigationTitle("Note")
    }
}

@Suite("Navigation split views")
struct NavigationSplitViewTests {
    @Test("iPad landscape: a 320 pt sidebar beside the detail, each with its own bar")
    func landscape() throws {
        let s = try LaidOutScreen(notes(), LaidOutScreen.iPadLandscape)
        let sidebarTitle = try #require(s.text("Folders"))
        #expect(screenClose(sidebarTitle.minX, 16), "large title at the sidebar's margin")
        let detailTitle = try #require(s.text("Note"))
        #expect(screenClose(detailTitle.midX, (320 + 1194) / 2, within: 1), "inline title centred over the detail column")
        let body = try #require(s.text("Note body"))
        #expect(detailTitle.maxY < body.minY)
        #expect(s.strings.contains("All Notes"))
        let separator = try #require(s.fills(RGBAColor(60, 60, 67, 0.29)).first { $0.height > 500 })
        #expect(screenClose(separator.minX, 320) && screenClose(separator.width, 0.5))
    }

    @Test("iPad portrait (.automatic): the detail alone, with the sidebar toggle")
    func portrait() throws {
        let s = try LaidOutScreen(notes(), LaidOutScreen.iPadPortrait)
        #expect(!s.strings.contains("Folders") && !s.strings.contains("All Notes"))
        let title = try #require(s.text("Note"))
        #expect(screenClose(title.midX, 417, within: 1))
        #expect(!s.frames(named: "RoundedRectangle").isEmpty, "the toggle's rounded rectangle")
    }

    @Test("iPad portrait with .all: the sidebar over the dimmed detail (automatic style)")
    func portraitAll() throws {
        let s = try LaidOutScreen(notes(.all), LaidOutScreen.iPadPortrait)
        #expect(s.strings.contains("Folders") && s.strings.contains("Note body"))
        #expect(screenClose(try #require(s.text("Note")).midX, 417, within: 1), "the detail keeps its full width")
        #expect(!s.fills(RGBAColor(0, 0, 0, 0.2)).isEmpty, "dimming")
    }

    @Test("Balanced style in portrait puts the columns side by side")
    func balanced() throws {
        let s = try LaidOutScreen(notes(.all).navigationSplitViewStyle(.balanced), LaidOutScreen.iPadPortrait)
        #expect(screenClose(try #require(s.text("Note")).midX, (320 + 834) / 2, within: 1))
    }

    @Test(".detailOnly hides the sidebar even in landscape")
    func detailOnly() throws {
        let s = try LaidOutScreen(notes(.detailOnly), LaidOutScreen.iPadLandscape)
        #expect(!s.strings.contains("Folders"))
        #expect(screenClose(try #require(s.text("Note")).midX, 597, within: 1))
    }

    @Test("iPhone: collapsed to a stack showing the sidebar with its large title")
    func phone() throws {
        let s = try LaidOutScreen(notes())
        let title = try #require(s.text("Folders"))
        // Below the 44 pt bar row, which is there without items too.
        #expect(screenClose(title.minX, 16) && title.minY > 59 + 44 && title.minY < 59 + 44 + 10)
        #expect(!s.strings.contains("Note body") && !s.strings.contains("Note"))
    }

    @Test("iPhone with preferredCompactColumn .detail: the detail pushed, a back button to the sidebar")
    func phoneDetail() throws {
        let s = try LaidOutScreen(notes(compact: .detail))
        #expect(s.strings.contains("Note body") && s.strings.contains("Folders") && !s.strings.contains("All Notes"))
        #expect(s.textColor("Folders") == RGBAColor(0, 122, 255), "the back button")
    }

    @Test("navigationSplitViewColumnWidth sets the sidebar's width")
    func columnWidth() throws {
        let view = NavigationSplitView {
            Text("Side").navigationTitle("Folders").navigationSplitViewColumnWidth(min: 200, ideal: 260, max: 400)
        } detail: { Text("Body").navigationTitle("Note") }
        let s = try LaidOutScreen(view, LaidOutScreen.iPadLandscape)
        #expect(screenClose(try #require(s.text("Note")).midX, (260 + 1194) / 2, within: 1))
    }

    @Test("Three columns: content beside detail in landscape; .all shows the sidebar too")
    func threeColumns() throws {
        func mail(_ v: NavigationSplitViewVisibility) -> some View {
            NavigationSplitView(columnVisibility: .constant(v)) {
                Text("Mailboxes list").navigationTitle("Mailboxes")
            } content: {
                Text("Messages list").navigationTitle("Inbox")
            } detail: {
                Text("Message").navigationTitle("Lunch")
            }
        }
        let automatic = try LaidOutScreen(mail(.automatic), LaidOutScreen.iPadLandscape)
        #expect(!automatic.strings.contains("Mailboxes") && automatic.strings.contains("Inbox"))
        #expect(screenClose(try #require(automatic.text("Lunch")).midX, (320 + 1194) / 2, within: 1))
        let all = try LaidOutScreen(mail(.all), LaidOutScreen.iPadLandscape)
        #expect(all.strings.contains("Mailboxes") && all.strings.contains("Inbox"))
        #expect(screenClose(try #require(all.text("Inbox")).minX, 320 + 16, within: 1))
        #expect(screenClose(try #require(all.text("Lunch")).midX, (640 + 1194) / 2, within: 1))
        let phone = try LaidOutScreen(mail(.automatic))
        #expect(phone.strings.contains("Mailboxes") && !phone.strings.contains("Inbox"))
    }

    @Test("A sidebar list in a regular column draws its rows without cards or separators")
    func sidebarRows() throws {
        let regular = try LaidOutScreen(notes(), LaidOutScreen.iPadLandscape)
        let phone = try LaidOutScreen(notes())
        #expect(regular.frames(named: "clipShape").isEmpty && !phone.frames(named: "clipShape").isEmpty)
        #expect(regular.frames(named: "Divider").isEmpty && phone.frames(named: "Divider").count == 1)
    }
}
