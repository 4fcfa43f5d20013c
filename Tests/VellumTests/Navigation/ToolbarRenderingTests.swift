import Foundation
import Testing
import Vellum
import VellumTestSupport

/// Toolbars and navigation bars through the renderer on an iPhone 15 Pro
/// (393 × 852, safe area 59 / 34, keyboard 336). Where the bars and their items
/// sit is VellumViewsTests' ToolbarTests.
@Suite("Toolbars and navigation bars, rendered")
struct ToolbarRenderingTests {
    let safeTop: CGFloat = 59

    @Test("A large title is drawn in the same place with or without bar items: the bar row is always there")
    func titleWithoutItemsKeepsTheBarRow() throws {
        let alone = try SVGRenderer(content: NavigationStack { Text("Body").navigationTitle("Settings") }, device: .iPhone15Pro).svg()
        let withItem = try SVGRenderer(content: NavigationStack {
            Text("Body").navigationTitle("Settings").toolbar { ToolbarItem(placement: .topBarTrailing) { EmptyView() } }
        }, device: .iPhone15Pro).svg()
        #expect(alone == withItem)
    }

    @Test("toolbarBackground draws the bar's background only when asked; hidden takes it away")
    func background() throws {
        func svg(_ view: some View) throws -> String { try SVGRenderer(content: NavigationStack { view }, device: .iPhone15Pro).svg() }
        let plain = try svg(Text("Body").navigationTitle("T").navigationBarTitleDisplayMode(.inline))
        #expect(!plain.contains("#F9F9F9"))
        let visible = try svg(Text("Body").navigationTitle("T").navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(.visible, for: .navigationBar))
        #expect(try SVGQuery(visible).colors.contains("#F9F9F9"), "the bar's translucent grey")
        let hidden = try svg(Text("Body").navigationTitle("T").navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color.orange, for: .navigationBar).toolbarBackground(.hidden, for: .navigationBar))
        #expect(!hidden.contains("#FF9500"))
    }

    @Test("The renderer's keyboard setting decides whether keyboard items are drawn")
    func keyboardBar() throws {
        let view = NavigationStack {
            Text("Body").navigationTitle("Sign In").toolbar {
                ToolbarItemGroup(placement: .keyboard) { Spacer(); Button("Done") {} }
                ToolbarItem(placement: .bottomBar) { Button("Help") {} }
            }
        }
        var renderer = SVGRenderer(content: view, device: .iPhone15Pro)
        #expect(try !SVGQuery(renderer.svg()).labels.contains("Done"))
        renderer.keyboardVisible = true
        #expect(try SVGQuery(renderer.svg()).labels.contains("Done"))
    }

    // MARK: Rendered

    /// A mail screen with an item in every place of both bars.
    struct FourCorners: View {
        var body: some View {
            NavigationStack {
                List { Text("Inbox"); Text("Drafts"); Text("Sent") }
                    .navigationTitle("Mailboxes")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        ToolbarItem(placement: .principal) {
                            HStack(spacing: 6) { Image(systemName: "envelope.fill"); Text("All Mail").font(.headline) }
                        }
                        ToolbarItem(placement: .topBarTrailing) { Button("Compose", systemImage: "square.and.pencil") {} }
                        ToolbarItem(placement: .bottomBar) { Button("Filter", systemImage: "line.3.horizontal.decrease") {} }
                        ToolbarItem(placement: .status) { Text("Updated Just Now").font(.caption) }
                        ToolbarItem(placement: .bottomBar) { Button("New", systemImage: "plus") {} }
                    }
                    .toolbarBackground(Color.indigo, for: .bottomBar)
            }
        }
    }

    @Test("A screen with items in every bar renders alike in Chromium and librsvg")
    func rendered() throws {
        let svg = try SVGRenderer(content: FourCorners(), device: .iPhone15Pro).svg()
        let labels = try SVGQuery(svg).labels
        for label in ["Edit", "All Mail", "Updated Just Now"] { #expect(labels.contains(label)) }
        let pair = try RenderedPair(svg: svg, name: "toolbar-four-corners", scale: 2)
        try pair.expect(4, 852 - 34 - 49 + 4, near: [88, 86, 214], "the bottom bar's indigo")
        try pair.expect(4, 846, near: [88, 86, 214], "the bottom bar's background reaches under the home indicator")
        try pair.expect(4, 852 - 34 - 49 - 4, near: [242, 242, 247], "the list's grey ends at the bottom bar")
        try pair.expect(4, safeTop + 4, near: [242, 242, 247], "no navigation bar background over content at the top")
    }
}
