import Combine
import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumViews

@Suite("Containers, controls and data wrappers")
@MainActor struct MoreViewsTests {
    @Test("Inline Markdown in string literals is styled; verbatim text is not")
    func markdown() throws {
        let styled = try Text("Plain **bold** *it* `code` ~~gone~~ [link](https://x.y)").styledText(in: EnvironmentValues())
        try #require(styled.runs.map(\.string) == ["Plain ", "bold", " ", "it", " ", "code", " ", "gone", " ", "link"])
        #expect(styled.runs[1].font.weight == 600)
        #expect(styled.runs[3].font.italic)
        #expect(styled.runs[5].font.design == .monospaced)
        #expect(styled.runs[7].strikethrough)
        #expect(styled.runs[9].paint == .color(RGBAColor(0, 122, 255)))
        let verbatim = try Text(verbatim: "**not bold**").styledText(in: EnvironmentValues())
        #expect(verbatim.string == "**not bold**")
        let stray = try Text("5 * 3 = 15").styledText(in: EnvironmentValues())
        #expect(stray.string == "5 * 3 = 15")
    }

    @Test("textCase transforms the drawn characters")
    func textCase() throws {
        guard case .text(let t, _, _)? = firstDrawing(try lower(Text("Mixed").textCase(.uppercase))) else {
            Issue.record("no text"); return
        }
        #expect(t.string == "MIXED")
    }

    @Test("A destructive button draws in red")
    func destructive() throws {
        let nodes = try lower(Button("Delete", role: .destructive) {})
        #expect(color(firstDrawing(nodes)) == RGBAColor(255, 59, 48))
    }

    @Test("Environment objects reach the views below; a missing one is a named error")
    func environmentObject() throws {
        final class Profile: ObservableObject { @Published var name = "Ada" }
        struct Reader: View {
            @EnvironmentObject var profile: Profile
            var body: some View { Text(profile.name) }
        }
        guard case .text(let t, _, _)? = firstDrawing(try lower(Reader().environmentObject(Profile()))) else {
            Issue.record("no text"); return
        }
        #expect(t.string == "Ada")
        let error = #expect(throws: VellumError.self) { try lower(Reader()) }
        #expect(error?.message.contains("Profile") == true)
    }

    @Test("@StateObject and @ObservedObject give bindings to properties")
    func stateObject() {
        final class Model: ObservableObject { @Published var count = 1 }
        struct Holder { @StateObject var model = Model() }
        let h = Holder()
        h.$model.count.wrappedValue = 5
        #expect(h.model.count == 5)
    }

    @Test("List rows sit on rounded cards, one per section")
    func listSections() throws {
        let nodes = try lower(List {
            Section("A") { Text("1"); Text("2") }
            Text("loose")
        })
        func count(_ name: String, _ ns: [LayoutNode]) -> Int { ns.reduce(0) { $0 + ($1.name == name ? 1 : 0) + count(name, $1.children) } }
        #expect(count("Section (headed)", nodes) == 1, "the headed section")
        #expect(count("Section", nodes) == 1, "the loose row's section")
        #expect(count("ListRow", nodes) == 3)
        #expect(count("Divider", nodes) == 1, "one separator between the two rows of section A")
    }

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

    @Test("Materials are translucent fills in light and dark")
    func material() throws {
        let light = try StyleResolver.paint(Material.regular, in: EnvironmentValues())
        if case .color(let c) = light.kind { #expect(c.alpha > 0 && c.alpha < 1 && c.red > 0.9) } else { Issue.record("not a colour") }
        var env = EnvironmentValues(); env.colorScheme = .dark
        if case .color(let c) = try StyleResolver.paint(Material.regular, in: env).kind { #expect(c.red < 0.2) }
    }

    @Test("iOS 17 shape shorthands draw the same shapes")
    func shapeShorthands() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(AnyShape(.rect(cornerRadius: 8)).path(in: r) == RoundedRectangle(cornerRadius: 8).path(in: r))
        #expect(AnyShape(.capsule).path(in: r) == Capsule().path(in: r))
        #expect(AnyShape(.circle).path(in: r) == Circle().path(in: r))
    }

    @Test("Text with a format style")
    func formatted() throws {
        let t = try Text(42, format: .number).styledText(in: EnvironmentValues())
        #expect(t.string == "42")
    }

    @Test("Grid tracks: fixed first, adaptive as many as fit, flexible share the rest")
    func gridTracks() {
        let adaptive = GridTracks(items: [GridItem(.adaptive(minimum: 80))]).resolve(361)
        // (361 + 8) / (80 + 8) = 4.19 → 4 columns of (361 − 24) / 4.
        #expect(adaptive.count == 4 && abs(adaptive[0].length - 84.25) < 0.001)
        let mixed = GridTracks(items: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(maximum: 50))]).resolve(300)
        #expect(mixed.map(\.length) == [100, 134, 50])
        // objc.io's first LazyVGrid quiz: the fixed column and one spacing come off 200 pt, the adaptive column
        // takes the 122 pt left, fits two tracks of at least 40 (40 + 8 + 40), and splits 122 − 8 between them.
        let quiz = GridTracks(items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]).resolve(200)
        #expect(quiz.map(\.length) == [70, 57, 57])
        // An adaptive item shares with a flexible one: each gets half of 300 − 8.
        let shared = GridTracks(items: [GridItem(.adaptive(minimum: 60)), GridItem(.flexible())]).resolve(300)
        #expect(shared.map(\.length) == [69, 69, 146])
    }
}

@Suite("Symbol variants and more controls")
struct SymbolVariantTests {
    @Test("symbolVariant(.fill) picks the filled symbol where the library has one")
    func fillVariant() throws {
        func layers(_ v: some View) throws -> Int {
            guard case .layers(let l, _)? = firstDrawing(try lower(v)) else { return -1 }
            return l.count
        }
        let outline = try lower(Image(systemName: "star"))
        let filled = try lower(Image(systemName: "star").symbolVariant(.fill))
        let direct = try lower(Image(systemName: "star.fill"))
        guard case .layers(let a, _)? = firstDrawing(filled), case .layers(let b, _)? = firstDrawing(direct),
              case .layers(let c, _)? = firstDrawing(outline) else { Issue.record("no symbol layers"); return }
        #expect(a.map(\.path) == b.map(\.path))
        #expect(a.map(\.path) != c.map(\.path))
        // A name without that variant keeps its own glyph.
        #expect(try layers(Image(systemName: "gear").symbolVariant(.fill)) > 0)
    }

    @Test("Menus, date pickers and disclosure groups lower to their closed look")
    func closedControls() throws {
        let date = Date(timeIntervalSince1970: 0)
        let picker = try lower(DatePicker("Start", selection: .constant(date), displayedComponents: .date))
        let texts = drawings(picker).compactMap { d -> String? in if case .text(let t, _, _) = d { return t.string }; return nil }
        #expect(texts == ["Start", "Jan 1, 1970"])
        let menu = try lower(Menu("Options") { Button("A") {} })
        #expect(color(firstDrawing(menu)) == RGBAColor(0, 122, 255))
        let closed = try lower(DisclosureGroup("More") { Text("Hidden") })
        #expect(!drawings(closed).contains { if case .text(let t, _, _) = $0 { return t.string == "Hidden" }; return false })
    }
}
