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

/// iOS 26's bars: glass bar buttons, the large title, the search field, the
/// floating bottom toolbar and tab bar (docs/reference/ios26-real-pngs.md).
@Suite struct IOS26BarTests {
    static func layout(_ view: some View, look: PlatformLook = .iOS26) throws -> LayoutResult {
        try IOS26Screen.layout(view, look: look)
    }

    static func glass(_ result: LayoutResult) -> [CGRect] { DeviceLayout.frames(result, named: "GlassEffectContainer") }

    /// A symbol button on a 44 pt glass circle 16 pt from the screen's edge,
    /// centred 22 pt below the safe area's top (measured: the close button at
    /// x 16–60, centre y 84 with the top at 62); a text button on a capsule
    /// 17.5 pt wider than its text on each side ("Reset": 41 pt of text, 76 pt).
    @MainActor @Test func barButtonsOnGlass() throws {
        let screen = try Self.layout(NavigationStack {
            Text("Body").navigationTitle("New").navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .topBarLeading) { Button(action: {}) { Image(systemName: "xmark") } }
                ToolbarItem(placement: .topBarTrailing) { Button("Reset") {} }
            }
        })
        let groups = Self.glass(screen).sorted { $0.minX < $1.minX }
        try #require(groups.count == 2)
        let circle = groups[0], capsule = groups[1]
        #expect(abs(circle.minX - 16) < 0.01 && abs(circle.width - 44) < 0.01 && abs(circle.height - 44) < 0.01, "\(circle)")
        #expect(abs(circle.midY - (47 + 22)) < 0.01, "\(circle)")
        let reset = try #require(RealPNGFidelityTests.text("Reset", in: screen)?.frame)
        #expect(abs(capsule.width - (reset.width + 35)) < 0.01 && abs(capsule.maxX - 374) < 0.01, "\(capsule), text \(reset)")
    }

    /// The default look keeps iOS 18's bar: no glass.
    @MainActor @Test func defaultLookHasNoGlass() throws {
        let screen = try Self.layout(NavigationStack {
            Text("Body").navigationTitle("New").toolbar { Button("Reset") {} }
        }, look: .iOS18)
        #expect(Self.glass(screen).isEmpty)
    }

    /// The large title's baseline 90.33 pt below the safe area's top (measured: 149 with the top at 59,
    /// 152.3 with 62), 10 pt below iOS 18's.
    @MainActor @Test func largeTitleBaseline() throws {
        for (look, expected) in [(PlatformLook.iOS26, CGFloat(90.33)), (.iOS18, 80.33)] {
            let screen = try Self.layout(NavigationStack { Text("Body").navigationTitle("Bookmarks") }, look: look)
            let title = try #require(RealPNGFidelityTests.text("Bookmarks", in: screen))
            let baseline = title.frame.minY + DeviceLayout.text.measure(title.text, options: title.options, width: title.frame.width).firstBaseline
            #expect(abs(baseline - 47 - expected) < 0.34, "\(look): \(baseline)")
        }
    }

    /// The search field: a 44 pt capsule 16 pt from the sides, the magnifying glass 14 pt inside it
    /// and the prompt 10 pt after the glass (measured on 393 pt: the field 16–377, the glass 30.0–46.3,
    /// the prompt from 56.3).
    @MainActor @Test func searchFieldIsACapsule() throws {
        let screen = try Self.layout(NavigationStack {
            Text("Body").navigationTitle("Search")
                .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Articles")
        })
        let field = try #require(RealPNGFidelityTests.fills(RGBAColor(118, 118, 128, 0.12), in: screen).first)
        #expect(abs(field.height - 44) < 0.01 && abs(field.minX - 16) < 0.01 && abs(field.maxX - 374) < 0.01, "\(field)")
        let prompt = try #require(RealPNGFidelityTests.text("Articles", in: screen)?.frame)
        #expect(abs(prompt.minX - field.minX - 40.33) < 1, "\(prompt) in \(field)")
    }

    /// The bottom toolbar: its symbols on one 48 pt glass capsule, centred, floating 20.67 pt above the
    /// screen's bottom (assumed from the tab bar; a window render drew it 4 pt above its canvas).
    @MainActor @Test func bottomToolbarFloats() throws {
        let screen = try Self.layout(NavigationStack {
            Text("Body").toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button(action: {}) { Image(systemName: "pause") }
                    Button(action: {}) { Image(systemName: "trash") }
                }
            }
        })
        let capsule = try #require(Self.glass(screen).first)
        #expect(abs(capsule.height - 48) < 0.01, "\(capsule)")
        #expect(abs(capsule.midX - 195) < 0.34, "centred to the pixel: \(capsule)")
        #expect(abs(capsule.maxY - (844 - 20.67)) < 0.01, "\(capsule)")
    }

    /// The tab bar: a 62 pt capsule 25 pt from the sides; the titles' baseline 34 pt above the screen's
    /// bottom and the icons' tops 71.33 pt above it (measured with five tabs on 393 pt).
    @MainActor @Test func tabBarFloats() throws {
        let screen = try Self.layout(TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Feed").tabItem { Label("Feed", systemImage: "newspaper") }
        })
        let title = try #require(RealPNGFidelityTests.text("Feed", in: screen))
        let baseline = title.frame.minY + DeviceLayout.text.measure(title.text, options: title.options, width: title.frame.width).firstBaseline
        #expect(abs(baseline - (844 - 34)) < 0.34, "\(baseline)")
        let bar = try #require(DeviceLayout.frames(screen, named: "background").first { abs($0.height - 62) < 0.01 })
        #expect(abs(bar.minX - 25) < 0.01 && abs(bar.maxX - 365) < 0.01, "\(bar)")
    }

    /// The search tab (`Tab(role: .search)`) stands apart on a 62 pt glass circle at the trailing end,
    /// its symbol alone; the other tabs share the capsule.
    @MainActor @Test func searchTabOnItsOwnCircle() throws {
        let screen = try Self.layout(TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
            Tab("Feed", systemImage: "newspaper") { Text("Feed") }
            Tab(role: .search) { Text("Results") }
        })
        #expect(RealPNGFidelityTests.text("Search", in: screen) == nil, "the search tab shows its symbol alone")
        let circles = DeviceLayout.frames(screen, named: "background").filter { abs($0.height - 62) < 0.01 && abs($0.width - 62) < 0.01 }
        let circle = try #require(circles.first)
        #expect(abs(circle.maxX - 365) < 0.01, "\(circle)")
        let capsule = try #require(DeviceLayout.frames(screen, named: "background").first { abs($0.height - 62) < 0.01 && $0.width > 100 })
        #expect(abs(capsule.minX - 25) < 0.01 && abs(capsule.maxX - (circle.minX - 10)) < 0.01, "\(capsule)")
    }

    /// An automatic search field is drawn at the bottom in iOS 26, on a 48 pt glass capsule across the
    /// bottom bar; `DefaultToolbarItem(kind: .search)` places it among the items; `.minimize` draws the
    /// magnifying glass alone; `toolbar(removing: .search)` leaves it out.
    @MainActor @Test func searchFieldAtTheBottom() throws {
        let field = RGBAColor(118, 118, 128, 0.12)
        let automatic = try Self.layout(NavigationStack {
            Text("Body").navigationTitle("Recipes").searchable(text: .constant(""), prompt: "Find recipes")
        })
        #expect(RealPNGFidelityTests.fills(field, in: automatic).isEmpty, "no field in the navigation bar's drawer")
        let prompt = try #require(RealPNGFidelityTests.text("Find recipes", in: automatic)?.frame)
        #expect(prompt.midY > 844 - 34 - 48, "the prompt is at the bottom: \(prompt)")
        let capsule = try #require(Self.glass(automatic).first)
        #expect(abs(capsule.height - 48) < 0.01 && abs(capsule.minX - 16) < 0.01 && abs(capsule.maxX - 374) < 0.01, "\(capsule)")

        let placed = try Self.layout(NavigationStack {
            Text("Body").searchable(text: .constant(""), prompt: "Find").toolbar {
                ToolbarItem(placement: .bottomBar) { Button(action: {}) { Image(systemName: "plus") } }
                DefaultToolbarItem(kind: .search, placement: .bottomBar)
            }
        }, look: .iOS18)
        let find = try #require(RealPNGFidelityTests.text("Find", in: placed)?.frame)
        #expect(find.midY > 700, "a placed search field is at the bottom in either look: \(find)")

        let minimized = try Self.layout(NavigationStack {
            Text("Body").searchable(text: .constant(""), prompt: "Find").searchToolbarBehavior(.minimize)
        })
        #expect(RealPNGFidelityTests.text("Find", in: minimized) == nil)
        let circle = try #require(Self.glass(minimized).first)
        #expect(abs(circle.height - 48) < 0.01 && circle.width < 56, "a magnifying glass on glass, not a field: \(circle)")

        let removed = try Self.layout(NavigationStack {
            Text("Body").searchable(text: .constant(""), prompt: "Find").toolbar(removing: .search)
        })
        #expect(RealPNGFidelityTests.text("Find", in: removed) == nil && Self.glass(removed).isEmpty)
    }
}
