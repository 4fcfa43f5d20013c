import Foundation
import Testing
import Vellum
import VellumXMLDiff
import VellumTestSupport

/// Each module throws one documented error type whose message names what was
/// wrong, where (view path, file, line) and what to do.
@Suite("Error messages")
struct ErrorMessageTests {
    struct Screen: View {
        var body: some View {
            VStack {
                Text("Title")
                HStack { Image("HeroPhoto") }
            }
        }
    }

    struct SymbolScreen: View {
        var body: some View { VStack { Image(systemName: "no.such.symbol") } }
    }

    @Test("A missing image names the image, the view path and the fix")
    func missingImage() throws {
        let error = #expect(throws: VellumError.self) { try SVGRenderer(content: Screen(), device: .iPhone15Pro).svg() }
        let message = error?.message ?? ""
        #expect(error?.code == .missingAsset)
        #expect(message.contains("HeroPhoto"), "\(message)")
        #expect(message.contains("Screen") && message.contains("HStack"), "no view path: \(message)")
    }

    @Test("A missing symbol names the symbol, the view path and the fix")
    func missingSymbol() throws {
        let error = #expect(throws: VellumError.self) { try SVGRenderer(content: SymbolScreen(), device: .iPhone15Pro).svg() }
        let message = error?.message ?? ""
        #expect(error?.code == .missingAsset)
        #expect(message.contains("no.such.symbol") && message.contains("SymbolScreen/VStack"), "\(message)")
        #expect(message.contains("SymbolLibrary"), "no fix: \(message)")
    }

    @Test("An unreadable catalog names the folder")
    func unreadableCatalog() throws {
        let path = "/nonexistent/Hostile.xcassets"
        let error = #expect(throws: VellumError.self) { try AssetCatalog(contentsOf: URL(fileURLWithPath: path)) }
        #expect(error?.message.contains(path) == true, "\(error?.message ?? "")")
    }

    @Test("A corrupt image names the catalog file")
    func corruptImage() throws {
        let dir = try ScratchFolder.make("vellum-hostile-corrupt")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0]).write(to: dir.appendingPathComponent("Broken.png"))
        var renderer = SVGRenderer(content: Image("Broken"), size: CGSize(width: 10, height: 10))
        do {
            renderer.assets = try AssetCatalog(contentsOf: dir)
            _ = try renderer.svg()
            Issue.record("a truncated PNG rendered")
        } catch let error as VellumError {
            #expect(error.code == .corruptFile)
            #expect(error.message.contains("Broken"), "\(error.message)")
        }
    }

    @Test("Malformed SVG in a diff names the file and the line")
    func malformedDiff() throws {
        let error = #expect(throws: XMLDiffError.self) {
            _ = try SVGDiff.compare("<svg>\n<g>\n</svg>", "<svg/>", aName: "reference.svg", bName: "actual.svg")
        }
        #expect(error?.kind == .malformed)
        #expect(error?.file == "reference.svg")
        #expect(error?.line != nil)
        #expect(error?.description.hasPrefix("reference.svg:") == true, "\(error?.description ?? "")")
    }

    @Test("Diff input with entity declarations is refused, not expanded")
    func entityBomb() throws {
        let bomb = #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg>&c;</svg>"#
        let error = #expect(throws: XMLDiffError.self) { _ = try SVGCanonicalForm(bomb, name: "bomb.svg") }
        #expect(error?.kind == .entityDeclaration)
        let external = #"<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>"#
        let e2 = #expect(throws: XMLDiffError.self) { _ = try SVGCanonicalForm(external, name: "xxe.svg") }
        #expect(e2?.kind == .entityDeclaration)
    }
}
