import Testing
import Foundation
import Vellum
import VellumExamples
import VellumXMLDiff
import VellumTestSupport

/// The root, determinism and escaping of whole documents.
@Suite("Rendering: the document")
struct DocumentRenderingTests {
    struct Screen: View {
        var body: some View {
            VStack {
                Text("Title").font(.title)
                RoundedRectangle(cornerRadius: 12).fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    .frame(height: 80).shadow(radius: 4)
                Circle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 40, height: 40).mask(Circle())
            }
            .padding()
        }
    }

    @Test("The root: device size in points, matching viewBox, system background per colour scheme")
    func root() throws {
        let light = try SVGRenderer(content: Color.clear, device: .iPhoneSE).svg()
        #expect(light.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\" viewBox=\"0 0 375 667\"><rect width=\"375\" height=\"667\" fill=\"#FFFFFF\"/>"))
        var dark = SVGRenderer(content: Color.clear, size: CGSize(width: 10.5, height: 20))
        dark.colorScheme = .dark
        #expect(try dark.svg() == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10.5\" height=\"20\" viewBox=\"0 0 10.5 20\"><rect width=\"10.5\" height=\"20\" fill=\"#000000\"/></svg>\n")
    }

    @Test("Safe area: content stops at the safe area, ignoresSafeArea fills the screen")
    func safeArea() throws {
        let inside = try RenderedPair(svg: try SVGRenderer(content: Color.blue, device: .iPhone15Pro).svg(), name: "safe-area")
        try inside.expect(196, 30, near: [255, 255, 255], tolerance: 1, "status bar region: background")
        try inside.expect(196, 60, near: [0, 122, 255], tolerance: 1, "just inside the top inset (59)")
        try inside.expect(196, 835, near: [255, 255, 255], tolerance: 1, "home indicator region: background")
        let full = try RenderedPair(svg: try SVGRenderer(content: Color.blue.ignoresSafeArea(), device: .iPhone15Pro).svg(), name: "safe-area-ignored")
        try full.expect(196, 2, near: [0, 122, 255], tolerance: 1, "top of the screen")
        try full.expect(196, 850, near: [0, 122, 255], tolerance: 1, "bottom of the screen")
    }

    @Test("Same view, same bytes, on every thread")
    func deterministic() async throws {
        let reference = try SVGRenderer(content: Screen(), device: .iPhone15Pro).svg()
        let results = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<8 { group.addTask { try? SVGRenderer(content: Screen(), device: .iPhone15Pro).svg() } }
            var out: [String?] = []
            for await r in group { out.append(r) }
            return out
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == reference })
    }

    @Test("Definitions: ids in document order, each used; no nan, inf, empty groups or empty attributes")
    func hygiene() throws {
        let svg = try SVGRenderer(content: Screen(), device: .iPhone15Pro).svg()
        _ = try SVGCanonicalForm(svg, name: "screen.svg")
        // Numbers: no nan, no infinity, no exponents, anywhere in the text.
        for bad in ["nan", "inf", "e+", "e-"] { #expect(!svg.contains(bad), "contains \(bad)") }
        let drawn = try SVGQuery(svg)
        let bare = drawn.elements(named: "g").filter { $0.attributes.isEmpty }
        #expect(bare.isEmpty, "a group with no attributes: \(bare.count)")
        let emptyValues = drawn.elements.filter { $0.attributes.values.contains("") }
        #expect(emptyValues.isEmpty, "empty attributes: \(emptyValues.prefix(3))")
        // Ids are defined in the order they are first referenced.
        let defined = drawn.values(of: "id")
        var referenced = Set<String>()
        for element in drawn.elements {
            for (name, value) in element.attributes {
                for part in value.components(separatedBy: "url(#").dropFirst() {
                    referenced.insert(String(part.prefix { $0 != ")" }))
                }
                if name == "href" || name == "xlink:href", value.hasPrefix("#") { referenced.insert(String(value.dropFirst())) }
            }
        }
        #expect(Set(defined) == referenced)
        #expect(defined.count == Set(defined).count, "an id defined twice")
        #expect(defined.contains { $0.hasPrefix("glyph-Inter-") }, "text refers to glyph outlines")
        for kind in ["g", "c", "m", "f"] {
            let ofKind = defined.filter { $0.hasPrefix(kind) && Int($0.dropFirst()) != nil }
            #expect(ofKind == ofKind.indices.map { "\(kind)\($0 + 1)" }, "\(kind) ids: \(ofKind)")
        }
    }

    @Test("User strings never become markup: text, labels and asset names")
    func hostileStrings() throws {
        let hostile = "</g><script>alert('x')</script><g a=\"&amp;\u{1}]]>--"
        let view = VStack { Text(hostile); Text(verbatim: hostile).accessibilityLabel(hostile) }
        for output in [SVGTextOutput.outlines, .selectableText] {
            var renderer = SVGRenderer(content: view, size: CGSize(width: 300, height: 100))
            renderer.textOutput = output
            let svg = try renderer.svg()
            #expect(try SVGQuery(svg).elements(named: "script").isEmpty && !svg.contains("\u{1}"))
            let doc = try SVGCanonicalForm(svg, name: "hostile.svg")
            _ = doc
        }
    }
}
