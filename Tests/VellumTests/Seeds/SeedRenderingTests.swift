import Testing
import Vellum
import VellumLayout
import VellumTestSupport
import VellumViewsTestSupport
import VellumXMLDiff
@testable import VellumExamples

/// The seed pages' samples render as the pages describe.
@Suite("Seed pages render as described")
@MainActor struct SeedRenderingTests {
    let device = Device.iPhone15Pro

    private func gradientFrame(_ result: LayoutResult) throws -> CGRect {
        // The gradient is the only LinearGradient leaf; its placed frame is what is filled.
        try #require(DeviceLayout.frames(result, named: "LinearGradient").first ?? DeviceLayout.frames(result, named: "Rectangle").first)
    }

    @Test("background(_:) is sized to the stack, not the screen")
    func backgroundModifier() throws {
        let result = try DeviceLayout.layout(SeedBackgroundModifier.SignInView())
        let fill = try #require(DeviceLayout.frames(result, named: "Rectangle").first)
        let stack = try #require(DeviceLayout.frames(result, named: "VStack").first)
        #expect(fill == stack)
        #expect(fill.height < 200, "the gradient hugs the content: \(fill)")
        #expect(abs(fill.midY - 438.5) < 0.5, "centred in the safe area")
    }

    @Test("A gradient in a ZStack fills the safe area only")
    func zstackFillsSafeArea() throws {
        let result = try DeviceLayout.layout(SeedZStack.SignInView())
        let g = try gradientFrame(result)
        #expect(g == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("ignoresSafeArea on the ZStack: full screen, content fixed when the keyboard shows")
    func zstackIgnoresSafeArea() throws {
        let hidden = try DeviceLayout.layout(SeedIgnoresSafeArea.SignInView())
        let shown = try DeviceLayout.layout(SeedIgnoresSafeArea.SignInView(), keyboard: true)
        #expect(try gradientFrame(hidden) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(try gradientFrame(shown) == CGRect(x: 0, y: 0, width: 393, height: 852))
        let a = try #require(DeviceLayout.frames(hidden, named: "VStack").first)
        let b = try #require(DeviceLayout.frames(shown, named: "VStack").first)
        #expect(a == b, "the stack does not move for the keyboard")
        #expect(abs(a.midY - 426) < 0.5, "centred between the top and bottom of the screen")
    }

    @Test("ignoresSafeArea on the gradient only: the content moves above the keyboard")
    func backgroundIgnoresSafeArea() throws {
        let hidden = try DeviceLayout.layout(SeedBackgroundIgnoresSafeArea.SignInView())
        let shown = try DeviceLayout.layout(SeedBackgroundIgnoresSafeArea.SignInView(), keyboard: true)
        #expect(try gradientFrame(shown) == CGRect(x: 0, y: 0, width: 393, height: 852))
        let a = try #require(DeviceLayout.frames(hidden, named: "VStack").first)
        let b = try #require(DeviceLayout.frames(shown, named: "VStack").first)
        #expect(abs(a.midY - 438.5) < 0.5)
        // Between the safe top (59) and the keyboard's top (852 − 336 = 516).
        #expect(abs(b.midY - 287.5) < 0.5)
    }

    @Test("The two border samples differ by exactly the padding")
    func borders() throws {
        let inside = try DeviceLayout.layout(SeedBorderInside(), device: device)
        let outside = try DeviceLayout.layout(SeedBorderOutside(), device: device)
        let textIn = try #require(DeviceLayout.frames(inside, named: "Text").first)
        let textOut = try #require(DeviceLayout.frames(outside, named: "Text").first)
        let borderIn = try #require(DeviceLayout.frames(inside, named: "overlay").first)
        let borderOut = try #require(DeviceLayout.frames(outside, named: "overlay").first)
        #expect(borderIn == textIn, "inside: the border covers the text's own frame")
        #expect(borderOut == textOut.insetBy(dx: -4, dy: -4), "outside: 4 pt of padding, then the border")
        let svg = try SVGQuery(SVGRenderer(content: SeedBorderInside(), device: device).svg())
        // strokeBorder: a 4-wide stroke on the rectangle inset by 2.
        #expect(svg.has(nil, with: ["stroke": "#AF52DE", "stroke-width": "4"]))
    }

    @Test("Hierarchical styles: system label colours by default, faded blue under .blue")
    func hierarchical() throws {
        let plain = try SVGQuery(SVGRenderer(content: SeedHierarchical(), size: CGSize(width: 200, height: 100)).svg())
        #expect(plain.has(nil, with: ["fill": "#3C3C43", "fill-opacity": "0.6"]), "secondaryLabel")
        let blue = try SVGQuery(SVGRenderer(content: SeedHierarchicalBlue(), size: CGSize(width: 200, height: 100)).svg())
        #expect(blue.has(nil, with: ["fill": "#007AFF", "fill-opacity": "0.5"]), "blue at the secondary level")
        #expect(blue.elements(with: ["fill": "#007AFF"]).contains { $0["fill-opacity"] == nil }, "blue at the primary level")
    }

    @Test("backgroundStyle fills background(in:); nil restores the system background")
    func backgroundStyle() throws {
        let styled = try SVGQuery(SVGRenderer(content: SeedBackgroundStyle(), size: CGSize(width: 100, height: 100)).svg())
        #expect(styled.referenced(by: "fill").map(\.name).contains("linearGradient"), "blue.gradient is a gradient, and fills")
        let reset = try SVGQuery(SVGRenderer(content: SeedBackgroundStyleReset(), size: CGSize(width: 100, height: 100)).svg())
        #expect(reset.elements(named: "linearGradient").isEmpty)
        var dark = SVGRenderer(content: SeedBackgroundStyleReset(), size: CGSize(width: 100, height: 100))
        dark.colorScheme = .dark
        #expect(try SVGQuery(dark.svg()).values(of: "d", on: "path").contains { $0.hasPrefix("M") })
    }

    @Test("A custom ShapeStyle resolves in its environment")
    func customShapeStyle() throws {
        struct V: View { var body: some View { Circle().fill(MyShapeStyle()) } }
        var r = SVGRenderer(content: V(), size: CGSize(width: 50, height: 50))
        #expect(try SVGQuery(r.svg()).values(of: "style").contains("mix-blend-mode:lighten"))
        r.colorScheme = .dark
        #expect(try SVGQuery(r.svg()).values(of: "style").contains("mix-blend-mode:darken"))
    }

    @Test("Every seed sample renders to well-formed SVG")
    func allWellFormed() throws {
        let views: [AnyView] = [AnyView(SeedBorderInside()), AnyView(SeedBorderOutside()), AnyView(SeedForegroundTeal()),
                                AnyView(SeedGradientText()), AnyView(SeedRadialPath()), AnyView(SeedMintStroke()),
                                AnyView(SeedPrimarySecondary()), AnyView(SeedBackgroundModifier.SignInView()),
                                AnyView(SeedZStack.SignInView()), AnyView(SeedIgnoresSafeArea.SignInView()),
                                AnyView(SeedBackgroundIgnoresSafeArea.SignInView())]
        for v in views {
            for scheme in ColorScheme.allCases {
                var r = SVGRenderer(content: v, device: device)
                r.colorScheme = scheme
                _ = try SVGCanonicalForm(try r.svg())
            }
        }
    }

    @Test("Captioned photo previews: one SVG each, in its own colour scheme, caption from the named colour")
    func captionedPhotoPreviews() throws {
        let catalog = try ExampleCatalog.load()
        let svgs = try CaptionedPhoto_Previews.svgPreviews(device: device, assets: catalog).map { try SVGQuery($0) }
        #expect(svgs.count == 3)
        // The background is the root's first child.
        let backgrounds = svgs.map { $0.children(of: $0.root).first { $0.name != "defs" } }
        #expect(backgrounds[0].map { $0["fill"] == "#FFFFFF" && $0["fill-opacity"] == nil } == true, "portrait: light")
        #expect(backgrounds[1]?.description == ##"<rect width="393" height="852" fill="#000000">"##, "landscape: dark")
        #expect(backgrounds[2]?.description == ##"<rect width="393" height="852" fill="#FFFFFF">"##, "landscape: light")
        // TextContrast is white in light and black in dark, at 0.75.
        #expect(svgs[1].has(nil, with: ["fill": "#000000", "fill-opacity": "0.75"]))
        #expect(svgs[2].has(nil, with: ["fill": "#FFFFFF", "fill-opacity": "0.75"]))
        // The photo is embedded and clipped to a continuous rounded rectangle.
        #expect(svgs[0].values(of: "href", on: "image").contains { $0.hasPrefix("data:image/jpeg;base64,") })
        #expect(svgs[0].referenced(by: "clip-path").map(\.description) == [#"<clipPath id="c1">"#])
    }

    @Test("A missing named colour is an error that names it and the view")
    func missingColour() throws {
        let error = #expect(throws: VellumError.self) {
            try SVGRenderer(content: Caption(text: "Hi"), size: CGSize(width: 200, height: 100)).svg()
        }
        #expect(error?.message.contains("TextContrast") == true)
    }
}

/// The examples' photo catalog (examples/Assets.xcassets).
enum ExampleCatalog {
    static func load() throws -> AssetCatalog {
        try AssetCatalog(contentsOf: PackageRoot.url.appendingPathComponent("examples/Assets.xcassets"))
    }
}

@Suite("Image paint")
struct ImagePaintTests {
    @Test("An image paint tiles the catalog image as an SVG pattern")
    func pattern() throws {
        struct Tiles: View {
            var body: some View { Rectangle().fill(.image(Image("Landscape"), scale: 0.25)).frame(width: 200, height: 100) }
        }
        var r = SVGRenderer(content: Tiles(), size: CGSize(width: 200, height: 100))
        r.assets = try ExampleCatalog.load()
        let svg = try SVGQuery(r.svg())
        let pattern = svg.referenced(by: "fill")
        #expect(pattern.map(\.name) == ["pattern"] && pattern.first?["id"] == "p1")
        #expect(pattern.first?["patternUnits"] == "userSpaceOnUse")
        // A 300 × 200 pt photo at scale 0.25 tiles every 75 × 50 pt.
        #expect(pattern.first?.has(["width": "75", "height": "50"]) == true)
    }

    @Test("A symbol cannot be tiled: a named error")
    func symbolPaint() throws {
        struct Tiles: View { var body: some View { Rectangle().fill(.image(Image(systemName: "star"))) } }
        #expect(throws: VellumError.self) { try SVGRenderer(content: Tiles(), size: CGSize(width: 10, height: 10)).svg() }
    }
}

@Suite("Errors from content built during layout")
struct LayoutTimeErrorTests {
    @Test("A missing image inside a GeometryReader is an error naming it, not a blank")
    func geometryReaderContent() throws {
        struct V: View {
            var body: some View { GeometryReader { _ in Image("NotInTheCatalog") } }
        }
        let error = #expect(throws: VellumError.self) { try SVGRenderer(content: V(), size: CGSize(width: 50, height: 50)).svg() }
        #expect(error?.message.contains("NotInTheCatalog") == true)
    }
}

@Suite("The app's accent colour")
struct AccentColorTests {
    @Test("An AccentColor set in the catalog tints buttons; without one they are blue")
    func accentFromCatalog() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-accent-\(UUID().uuidString)/Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent().deletingLastPathComponent()) }
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x80","green":"0x00","blue":"0xFF","alpha":"1.000"}}}],"info":{"version":1,"author":"xcode"}}"#.utf8)
            .write(to: dir.appendingPathComponent("Contents.json"))
        struct V: View { var body: some View { Button("Go") {} } }
        var r = SVGRenderer(content: V(), size: CGSize(width: 80, height: 40))
        #expect(try SVGQuery(r.svg()).fills.contains("#007AFF"))
        r.assets = try AssetCatalog(contentsOf: dir.deletingLastPathComponent())
        #expect(try SVGQuery(r.svg()).fills.contains("#8000FF"))
    }
}
