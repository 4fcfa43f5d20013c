import Foundation
import Testing
import Vellum
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
}
