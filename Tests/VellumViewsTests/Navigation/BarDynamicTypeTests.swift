import Foundation
import Testing
import VellumViews
import VellumGeometry

/// Bars stay at the Large Dynamic Type size while the content grows, as
/// UIKit's bars do, except a navigation bar's items, which follow it up to
/// xxLarge (docs/reference/dynamic-type.md).
@Suite struct BarDynamicTypeTests {
    private func screen(_ size: DynamicTypeSize) throws -> LaidOutScreen {
        try LaidOutScreen(NavigationStack {
            List { Text("Row") }
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
                .searchable(text: .constant(""), prompt: "Find")
        }.dynamicTypeSize(size))
    }

    @Test func inlineTitleAndSearchFieldKeepTheirSize() throws {
        let large = try screen(.large), ax3 = try screen(.accessibility3)
        for string in ["Inbox", "Find"] {
            let a = try #require(large.text(string), "\(string)"), b = try #require(ax3.text(string), "\(string)")
            #expect(screenClose(a.height, b.height) && screenClose(a.width, b.width), "\(string): \(a) at large, \(b) at AX3")
        }
        let row = try #require(large.text("Row")), grown = try #require(ax3.text("Row"))
        #expect(grown.height > row.height * 2)
    }

    /// Measured (SpeakList, iOS 17): a bar's text button is the same below Large, grows at xLarge and
    /// stops at xxLarge's size (body at 17, 19 and 21 pt).
    @Test func barItemsFollowDynamicTypeFromLargeToXXLarge() throws {
        func edit(_ size: DynamicTypeSize) throws -> CGFloat { try #require(try screen(size).text("Edit")).width }
        let large = try edit(.large)
        #expect(screenClose(try edit(.xSmall), large, within: 0.01))
        #expect(screenClose(try edit(.xLarge), large * 19 / 17, within: 0.34))
        #expect(screenClose(try edit(.xxxLarge), large * 21 / 17, within: 0.34))
        #expect(screenClose(try edit(.accessibility3), large * 21 / 17, within: 0.34))
    }

    @Test func theLargeTitleGrows() throws {
        func title(_ size: DynamicTypeSize) throws -> CGRect {
            try #require(try LaidOutScreen(NavigationStack { Text("Body").navigationTitle("Inbox") }.dynamicTypeSize(size)).text("Inbox"))
        }
        #expect(try title(.accessibility3).height > title(.large).height * 1.4)
    }

    @Test func tabBarLabelsKeepTheirSize() throws {
        func label(_ size: DynamicTypeSize) throws -> CGRect {
            let view = TabView { Text("Page").tabItem { Label("Home", systemImage: "house") } }.dynamicTypeSize(size)
            return try #require(try LaidOutScreen(view).text("Home"))
        }
        let large = try label(.large), ax5 = try label(.accessibility5)
        #expect(screenClose(large.height, ax5.height) && screenClose(large.width, ax5.width))
    }

    /// Shows the point size UIKit reports for body while its body runs.
    private struct PreferredSize: View {
        var body: some View { Text(verbatim: "\(UIFont.preferredFont(forTextStyle: .body).pointSize)") }
    }

    @Test func preferredFontAnswersTheEnvironmentsSize() throws {
        #expect(try LaidOutScreen(PreferredSize()).strings == ["17.0"])
        #expect(try LaidOutScreen(PreferredSize().dynamicTypeSize(.accessibility5)).strings == ["53.0"])
        #expect(try LaidOutScreen(PreferredSize().dynamicTypeSize(.xSmall)).strings == ["14.0"])
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    }
}

/// The back button of a pushed screen, right to left: on the right, its
/// chevron pointing right (`chevron.backward` is a mirrored symbol).
@Suite struct BackButtonDirectionTests {
    private func pushed(_ direction: LayoutDirection) throws -> LaidOutScreen {
        try LaidOutScreen(NavigationStack(path: .constant([1])) {
            Text("Root").navigationTitle("Trips")
                .navigationDestination(for: Int.self) { Text("Detail \($0)").navigationTitle("Lisbon") }
        }.environment(\.layoutDirection, direction))
    }

    @Test func theBackButtonLeadsOnTheRight() throws {
        let ltr = try #require(try pushed(.leftToRight).text("Trips"))
        let rtl = try #require(try pushed(.rightToLeft).text("Trips"))
        #expect(ltr.maxX < 393 / 2 && rtl.minX > 393 / 2)
        #expect(screenClose(rtl.minX, 393 - ltr.maxX))
        let chevrons = try pushed(.rightToLeft).frames(named: "Image")
        let chevron = try #require(chevrons.first)
        #expect(chevron.minX > rtl.maxX, "the chevron is right of the title: \(chevron) vs \(rtl)")
    }
}
