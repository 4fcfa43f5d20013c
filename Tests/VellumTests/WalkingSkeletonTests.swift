import Testing
import Vellum
import VellumLayout
import VellumRender
import VellumTestSupport
import VellumViewsTestSupport
import VellumXMLDiff

/// The first vertical slice, stage by stage:
/// `VStack { Text("Welcome").font(.title) }.padding().background(Color.red)` on an iPhone 15 Pro.
@Suite("Walking skeleton")
struct WalkingSkeletonTests {
    struct Slice: View {
        var body: some View {
            VStack { Text("Welcome").font(.title) }
                .padding()
                .background(Color.red)
        }
    }

    @Test("Layout: the padded stack is centred in the safe area")
    func layoutFrames() throws {
        let result = try DeviceLayout.layout(Slice())
        let text = try #require(DeviceLayout.frames(result, named: "Text").first)
        // Title text is 33.667 pt tall on a 3x device (swiftui-facts §1).
        #expect(abs(text.height - 33.667) < 0.01)
        let background = try #require(DeviceLayout.frames(result, named: "background").first)
        #expect(abs(background.width - (text.width + 32)) < 0.01)
        #expect(abs(background.height - (text.height + 32)) < 0.01)
        // Centred in the safe area 59…818 of an 852-pt screen: centre y 438.5.
        #expect(abs(background.midY - 438.5) < 0.34)
        #expect(abs(background.midX - 196.5) < 0.34)
        // The red fill is exactly the padded stack.
        let fills = DeviceLayout.frames(result, named: "Rectangle")
        #expect(fills == [background])
        // The text sits inside the padding.
        #expect(abs(text.minX - background.minX - 16) < 0.34 && abs(text.minY - background.minY - 16) < 0.34)
    }

    @Test("Render tree: a red rectangle under the text")
    func renderTree() throws {
        let result = try DeviceLayout.layout(Slice())
        let nodes = Painter(layout: result, text: DeviceLayout.text).paint()
        guard case .path(let rect)? = nodes.first, case .color(let c)? = rect.fill?.paint else {
            Issue.record("expected a filled path first, got:\n\(RenderNode.dump(nodes))")
            return
        }
        #expect(c == RGBAColor(255, 59, 48))
        guard case .text(let text)? = nodes.last else {
            Issue.record("expected text last, got:\n\(RenderNode.dump(nodes))")
            return
        }
        #expect(text.label == "Welcome")
        #expect(text.runs.allSatisfy { $0.outline.map { !$0.isEmpty } ?? false })
        // Text drawn in the label colour (black in light mode).
        if case .color(let ink) = text.runs[0].paint.paint { #expect(ink == .black) } else { Issue.record("text paint is not a colour") }
    }

    @Test("SVG: sized to the device, well-formed, red rect and labelled text")
    func emittedSVG() throws {
        let svg = try SVGRenderer(content: Slice(), device: .iPhone15Pro).svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"393\" height=\"852\" viewBox=\"0 0 393 852\">"))
        _ = try SVGCanonicalForm(svg, name: "slice.svg")   // libxml2 parses it
        #expect(try SVGQuery(svg).has("rect", exactly: ["width": "393", "height": "852", "fill": "#FFFFFF"]))
        #expect(try SVGQuery(svg).fills.contains("#FF3B30"))
        #expect(try SVGQuery(svg).labels.contains("Welcome"))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test("Same view, same bytes")
    func deterministic() throws {
        let a = try SVGRenderer(content: Slice(), device: .iPhone15Pro).svg()
        let b = try SVGRenderer(content: Slice(), device: .iPhone15Pro).svg()
        #expect(a == b)
    }

    @Test("write(to:) writes the document atomically and leaves the old file on failure")
    func writes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("slice.svg")
        let renderer = SVGRenderer(content: Slice(), device: .iPhone15Pro)
        try renderer.write(to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == (try renderer.svg()))
        let missing = SVGRenderer(content: Image("NoSuchImage"), size: CGSize(width: 10, height: 10))
        #expect(throws: VellumError.self) { try missing.write(to: url) }
        #expect(try String(contentsOf: url, encoding: .utf8) == (try renderer.svg()))
        let badFolder = dir.appendingPathComponent("no/such/folder/x.svg")
        let error = #expect(throws: VellumError.self) { try renderer.write(to: badFolder) }
        #expect(error?.code == .writeFailed)
        #expect(error?.message.contains(badFolder.path) == true)
    }

    @Test("Chromium shows a red rectangle with dark text, centred in the safe area")
    func chromiumPixels() throws {
        let svg = try SVGRenderer(content: Slice(), device: .iPhone15Pro).svg()
        let png = try SVGShot.render(svg, renderer: .chromium, name: "walking-skeleton")
        let result = try DeviceLayout.layout(Slice())
        let bg = try #require(DeviceLayout.frames(result, named: "background").first)
        // Inside the padding: red.
        let red = try SVGShot.pixel(png, Int(bg.minX + 6), Int(bg.minY + 6))
        #expect(red[0] > 230 && red[1] < 90 && red[2] < 90, "expected red, got \(red)")
        // Outside the rectangle: the white system background.
        let white = try SVGShot.pixel(png, Int(bg.minX) - 6, Int(bg.midY))
        #expect(white.prefix(3).allSatisfy { $0 > 245 }, "expected white, got \(white)")
        // Somewhere along the text's middle row there is dark ink.
        let text = try #require(DeviceLayout.frames(result, named: "Text").first)
        var darkest = 255
        for x in stride(from: Int(text.minX), to: Int(text.maxX), by: 1) {
            let p = try SVGShot.pixel(png, x, Int(text.midY))
            darkest = Swift.min(darkest, p[0])
            if darkest < 60 { break }
        }
        #expect(darkest < 60, "the text is not visible")
    }
}
