import Foundation
import Testing
import Vellum
import VellumTestSupport

/// `SVGRenderer.accessibilityAudit(for:)`: each audit catches a planted
/// defect and passes the same view without it.
@Suite @MainActor struct AccessibilityAuditTests {
    func issues(_ view: some View, _ types: AccessibilityAuditType) throws -> [AccessibilityAuditIssue] {
        try SVGRenderer(content: view.frame(width: 320, height: 200), size: CGSize(width: 320, height: 200)).accessibilityAudit(for: types)
    }

    @Test("contrast: light grey body text on white fails at 4.5:1; the same grey passes 3:1 when large; black text fails only in dark")
    func contrast() throws {
        let faint = try issues(Text("Faint").foregroundStyle(Color(white: 0.55)), .contrast)
        #expect(faint.count == 1, "\(faint)")
        #expect(faint.first?.measured.hasPrefix("3.3") == true && faint.first?.threshold == "4.50:1" && faint.first?.context == "light",
                "\(faint)")
        #expect(try issues(Text("Faint").font(.system(size: 20)).foregroundStyle(Color(white: 0.55)), .contrast).isEmpty)
        #expect(try issues(Text("Plain"), .contrast).isEmpty, "the primary colour passes in both schemes")
        let fixed = try issues(Text("Always black").foregroundStyle(Color(red: 0, green: 0, blue: 0)), .contrast)
        #expect(fixed.map(\.context) == ["dark"], "\(fixed)")
        // The colour under the text is the one drawn there: white text on a dark card passes.
        let onCard = Text("On a card").foregroundStyle(.white).padding().background(Color(red: 0.1, green: 0.1, blue: 0.3))
        #expect(try issues(onCard, .contrast).isEmpty)
        let onPale = Text("On a pale card").foregroundStyle(.white).padding().background(Color(red: 0.8, green: 0.85, blue: 1))
        #expect(try issues(onPale, .contrast).count == 2, "white on a fixed pale card fails in light and in dark")
        // Over a gradient, the colour where the text contrasts least counts: white text over navy-to-white fails.
        let navy = Color(red: 0.05, green: 0.1, blue: 0.35)
        let fading = Text("Over a fade").foregroundStyle(.white).frame(width: 200, height: 40)
            .background(LinearGradient(colors: [navy, .white], startPoint: .leading, endPoint: .trailing))
        #expect(try issues(fading, .contrast).count == 2, "the pale end is under the text's trailing part")
        let dark = Text("Over the dark").foregroundStyle(.white).frame(width: 200, height: 40)
            .background(LinearGradient(colors: [navy, .black], startPoint: .leading, endPoint: .trailing))
        #expect(try issues(dark, .contrast).isEmpty)
    }

    @Test("contrast: over a photo, the colours drawn under the text count (the picture drawn without its texts)")
    func contrastOverAnImage() throws {
        let catalog = try AssetCatalog(contentsOf: PackageRoot.url.appendingPathComponent("Tests/VellumAssetsTests/Fixtures/Photos.xcassets"))
        func found(_ text: Text, _ alignment: Alignment) throws -> [AccessibilityAuditIssue] {
            let view = ZStack(alignment: alignment) {
                Image("Landscape").resizable().frame(width: 300, height: 200)
                text.foregroundStyle(.white).padding(12)
            }
            var renderer = SVGRenderer(content: view, size: CGSize(width: 300, height: 200))
            renderer.assets = catalog
            return try renderer.accessibilityAudit(for: .contrast)
        }
        // Light: a pale blue sky (about 136,169,207) under white text; dark: the night variant, navy.
        let sky = try found(Text("Over the sky"), .top)
        #expect(sky.map(\.context) == ["light"], "\(sky)")
        #expect(sky.first?.threshold == "4.50:1" && sky.first.map { $0.measured.hasPrefix("2.") || $0.measured.hasPrefix("1.") } == true,
                "\(sky)")
        // The meadow at the bottom (about 65,111,85 in light) is dark enough for white text in both.
        #expect(try found(Text("Over the meadow"), .bottom).isEmpty)
    }

    @Test("contrast: over a photo, an icon-only button's symbol is measured against the picture around it")
    func iconContrastOverAnImage() throws {
        let catalog = try AssetCatalog(contentsOf: PackageRoot.url.appendingPathComponent("Tests/VellumAssetsTests/Fixtures/Photos.xcassets"))
        func found(_ colour: Color, _ alignment: Alignment) throws -> [AccessibilityAuditIssue] {
            let view = ZStack(alignment: alignment) {
                Image("Landscape").resizable().frame(width: 300, height: 200)
                Button {} label: { Image(systemName: "plus").font(.title).foregroundStyle(colour).frame(width: 44, height: 44) }
                    .accessibilityLabel("Add").padding(12)
            }
            var renderer = SVGRenderer(content: view, size: CGSize(width: 300, height: 200))
            renderer.assets = catalog
            return try renderer.accessibilityAudit(for: .contrast).filter { $0.element == #"Button "Add""# }
        }
        // A white symbol on the pale sky fails 3:1 in light (the night sky is dark); on the dark meadow it passes.
        let sky = try found(.white, .top)
        #expect(sky.map(\.context) == ["light"] && sky.first?.threshold == "3.00:1", "\(sky)")
        #expect(try found(.white, .bottom).isEmpty)
        // A black symbol on the meadow fails in both schemes: what is measured is the photo, not the symbol itself.
        #expect(try found(.black, .bottom).count >= 1)
    }

    @Test("contrast: an icon-only button's symbol needs 3:1 with what is under it")
    func iconContrast() throws {
        let faint = Button {} label: { Image(systemName: "plus").foregroundStyle(Color(white: 0.85)).frame(width: 44, height: 44) }
            .accessibilityLabel("Add")
        let found = try issues(faint, .contrast).filter { $0.element == #"Button "Add""# }
        #expect(found.map(\.context) == ["light"], "\(found)")
        #expect(found.first?.threshold == "3.00:1" && found.first?.measured.hasPrefix("1.") == true, "\(found)")
        let tinted = Button {} label: { Image(systemName: "plus").frame(width: 44, height: 44) }.accessibilityLabel("Add")
        #expect(try issues(tinted, .contrast).isEmpty, "the accent colour passes 3:1 in both schemes")
    }

    @Test("an icon-only button needs a label")
    func labels() throws {
        let bare = Button {} label: { Image(systemName: "plus").frame(width: 44, height: 44) }
        let found = try issues(bare, .sufficientElementDescription)
        #expect(found.map(\.element) == [#"Button """#], "\(found)")
        #expect(try issues(bare.accessibilityLabel("Add"), .sufficientElementDescription).isEmpty)
    }

    @Test("a control smaller than 44 × 44 pt is reported with its size")
    func hitRegion() throws {
        let small = Button {} label: { Image(systemName: "plus").frame(width: 24, height: 24) }.accessibilityLabel("Add")
        let found = try issues(small, .hitRegion)
        #expect(found.map(\.measured) == ["24 × 24 pt"], "\(found)")
        let roomy = Button {} label: { Image(systemName: "plus").frame(width: 44, height: 44) }.accessibilityLabel("Add")
        #expect(try issues(roomy, .hitRegion).isEmpty)
        // A tab's icon and title are about 33 pt tall, but it is touched over the whole 49 pt bar.
        let tabs = TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }
            Text("Search page").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
        let onScreen = try SVGRenderer(content: tabs, device: .iPhone15Pro).accessibilityAudit(for: .hitRegion)
        #expect(onScreen.isEmpty, "\(onScreen)")
    }

    @Test("text whole at Large but truncated at an accessibility size is reported")
    func textClipped() throws {
        let title = Text("Quarterly results for the team").lineLimit(1)
        let found = try issues(title, .textClipped)
        #expect(!found.isEmpty && found.allSatisfy { $0.measured.hasPrefix("truncated to") }, "\(found)")
        #expect(found.map(\.context).contains("light, AX5"))
        #expect(try issues(Text("OK").lineLimit(1), .textClipped).isEmpty)
    }

    @Test("the same label read twice in a row is reported once")
    func duplicateLabels() throws {
        let twice = VStack { Button("Delete") {}; Button("Delete") {} }
        #expect(try issues(twice, .duplicateLabel).count == 1)
        #expect(try issues(VStack { Button("Delete") {}; Button("Archive") {} }, .duplicateLabel).isEmpty)
    }

    @Test("a clean screen passes every audit; the issues read as one line each")
    func cleanScreen() throws {
        let screen = VStack(spacing: 12) {
            Text("Settings").font(.title).accessibilityAddTraits(.isHeader)
            Text("Everything in order.")
            Button {} label: { Text("Continue").frame(maxWidth: .infinity, minHeight: 44) }.buttonStyle(.plain)
        }
        .padding()
        // On a screen: at AX5 the same view on a 200 pt canvas runs off its bottom, which is clipping too.
        let found = try SVGRenderer(content: screen, device: .iPhone15Pro).accessibilityAudit()
        #expect(found.isEmpty, "\(found)")
        #expect(try issues(screen, .textClipped).contains { $0.measured == "clipped" }, "cut off by the canvas at AX5")
        let one = try #require(try issues(Text("Faint").foregroundStyle(Color(white: 0.55)), .contrast).first)
        #expect(one.description.hasPrefix(#"contrast: Text "Faint": 3.3"#) && one.description.contains("needs 4.50:1 (light)"), "\(one)")
    }
}
