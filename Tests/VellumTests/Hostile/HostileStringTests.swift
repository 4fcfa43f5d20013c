import Foundation
import Testing
import Vellum
import VellumXMLDiff
import VellumTestSupport

/// User strings never become markup: whatever they hold, the SVG is
/// well-formed and the string comes back as text (less the characters XML
/// cannot hold).
@Suite("Hostile strings")
struct HostileStringTests {
    static let outputs: [SVGTextOutput] = [.outlines, .selectableText]

    @Test("Text(verbatim:) round-trips as an aria-label", arguments: Hostile.strings.indices)
    func verbatimText(_ i: Int) throws {
        let s = Hostile.strings[i]
        for output in Self.outputs {
            let context = "Text(verbatim: strings[\(i)]) \(output)"
            guard let svg = Hostile.svg(Text(verbatim: s), size: CGSize(width: 300, height: 300), text: output, context),
                  let doc = Hostile.wellFormed(svg, context) else { continue }
            #expect(doc.labels.contains(Hostile.xmlKept(s)), "\(context): labels \(doc.labels)")
            #expect(!doc.elements.contains { ["script", "foreignObject", "style"].contains($0.name) }, "\(context): markup from the string")
            #expect(doc.elements.allSatisfy { $0.attributes["onload"] == nil }, "\(context): an onload attribute")
        }
    }

    @Test("Selectable text keeps every character XML can hold")
    func selectableTextContent() throws {
        for (i, s) in Hostile.strings.enumerated() where !s.contains("\n") && !s.contains("\r") {
            let context = "Text(strings[\(i)]) selectable"
            let view = Text(s).fixedSize()
            guard let svg = Hostile.svg(view, size: CGSize(width: 4000, height: 100), text: .selectableText, context),
                  let doc = Hostile.wellFormed(svg, context) else { continue }
            let shown = doc.texts(of: "text").joined()
            // Lines may break at spaces; every character that XML can hold is kept, in order.
            let expected = Hostile.xmlKept(s).filter { !$0.isWhitespace }
            #expect(shown.filter { !$0.isWhitespace } == expected, "\(context): shows \(shown.debugDescription)")
        }
    }

    @Test("accessibilityLabel, Label, TextField placeholder and text stay text")
    func labelledViews() throws {
        for (i, s) in Hostile.strings.enumerated() {
            let views: [(String, AnyView)] = [
                ("accessibilityLabel", AnyView(Rectangle().fill(.red).frame(width: 10, height: 10).accessibilityLabel(s))),
                ("accessibilityLabel(Text)", AnyView(Circle().accessibilityLabel(Text(verbatim: s)))),
                ("Label", AnyView(Label(s, systemImage: "star.fill"))),
                ("TextField placeholder", AnyView(TextField(s, text: .constant("")).textFieldStyle(.roundedBorder))),
                ("TextField text", AnyView(TextField("Name", text: .constant(s)))),
                ("SecureField", AnyView(SecureField(s, text: .constant(s)))),
                ("Button", AnyView(Button(s) {})),
                ("Toggle", AnyView(Toggle(s, isOn: .constant(true)))),
                ("navigationTitle and help", AnyView(Text("x").navigationTitle(s).help(s).accessibilityHint(s).accessibilityIdentifier(s))),
            ]
            for (name, view) in views {
                let context = "\(name)(strings[\(i)])"
                guard let svg = Hostile.svg(view, size: CGSize(width: 400, height: 200), text: .selectableText, context),
                      let doc = Hostile.wellFormed(svg, context) else { continue }
                #expect(!doc.elements.contains { ["script", "foreignObject", "style"].contains($0.name) }, "\(context)")
                if name.hasPrefix("accessibilityLabel") || name == "Label" || name == "TextField placeholder" || name == "Button" {
                    #expect(doc.labels.contains(Hostile.xmlKept(s)), "\(context): labels \(doc.labels)")
                }
            }
        }
    }

    @Test("A missing image or symbol with a hostile name throws, naming it, and writes nothing")
    func hostileAssetNames() throws {
        let dir = try ScratchFolder.make("vellum-hostile-names")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (i, s) in Hostile.strings.enumerated() {
            for (kind, view) in [("Image", AnyView(Image(s))), ("Image(systemName:)", AnyView(Image(systemName: s))),
                                 ("Color", AnyView(Color(s))), ("Label(image:)", AnyView(Label(LocalizedStringKey(s), image: s)))] {
                let url = dir.appendingPathComponent("\(i).svg")
                let renderer = SVGRenderer(content: VStack { Text("ok"); view }, size: CGSize(width: 100, height: 100))
                do {
                    try renderer.write(to: url)
                    // A colour that is not in the catalog may draw as clear, as SwiftUI does; then the output must be clean.
                    let svg = try String(contentsOf: url, encoding: .utf8)
                    let doc = Hostile.wellFormed(svg, "\(kind)(strings[\(i)])")
                    #expect(doc?.elements.contains { $0.name == "script" } == false)
                } catch let error as VellumError {
                    #expect(error.code == .missingAsset, "\(kind)(strings[\(i)]): \(error.code)")
                    #expect(error.message.contains(s), "\(kind)(strings[\(i)]): the message does not name the asset: \(error.message)")
                    #expect(!FileManager.default.fileExists(atPath: url.path), "\(kind)(strings[\(i)]): a file was written")
                }
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).allSatisfy { $0.hasSuffix(".svg") })
    }

    @Test("An asset file whose name holds markup is labelled as text")
    func hostileAssetFileName() throws {
        let dir = try ScratchFolder.make("vellum-hostile-catalog")
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = "a<b>&\"c'd]]>--"
        try Hostile.smallPNG.write(to: dir.appendingPathComponent(name + ".png"))
        var renderer = SVGRenderer(content: Image(name), size: CGSize(width: 20, height: 20))
        renderer.assets = try AssetCatalog(contentsOf: dir)
        let svg = try renderer.svg()
        let doc = try #require(Hostile.wellFormed(svg, "Image(\(name))"))
        let image = try #require(doc.elements.first { $0.name == "image" })
        #expect(image.attributes["aria-label"]?.hasPrefix("a<b>&\"c'd]]>--") == true, "\(image.attributes)")
        #expect(image.attributes["href"]?.hasPrefix("data:image/png;base64,") == true)
    }
}
