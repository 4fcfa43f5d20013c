import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumSymbols

@Suite struct SymbolRegistrationTests {
    static let badge = """
        <?xml version="1.0"?>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">
          <g fill="black">
            <rect x="0" y="0" width="40" height="20" rx="4" class="secondary"/>
            <path d="M10 5h20v10h-20z" fill-rule="evenodd"/>
            <circle cx="35" cy="10" r="2"/>
          </g>
          <path d="M2 18 L38 18" fill="none" stroke="black" stroke-width="1"/>
        </svg>
        """

    @Test func registersFromAString() throws {
        var library = SymbolLibrary.standard
        try library.register(named: "brand.badge", svg: Self.badge)
        #expect(library.names.contains("brand.badge"))
        #expect(library.names == library.names.sorted())
        let image = try #require(library.image(named: "brand.badge", pointSize: 17))
        // The viewBox height is one em at medium scale; the frame keeps its 2:1 shape.
        #expect(abs(image.size.height - 17) < 1e-9)
        #expect(abs(image.size.width - 34) < 1e-9)
        #expect(image.layers.map(\.level) == [1, 0, 0, 0])
        #expect(image.layers[1].evenOdd && !image.layers[0].evenOdd)
        // The stroked line became a filled outline 1/20 of the height thick.
        let line = image.layers[3].path.inkBounds
        #expect(abs(line.height - 17.0 / 20) < 0.01, "\(line)")
        // Centred on the cap height like the built-ins.
        #expect(abs((image.size.height - image.baselineOffset) - (8.5 + 0.705 / 2 * 17)) < 1e-9)
        let centre = CGPoint(x: image.size.width / 2, y: image.size.height / 2)
        #expect(TestSupport.covers(image.layers[1], centre))
    }

    @Test func registersFromAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("leaf.svg")
        try """
            <svg width="24" height="24"><g transform="translate(12 12) rotate(45)">
              <ellipse cx="0" cy="0" rx="10" ry="5"/></g>
              <polygon points="0,0 4,0 0,4" class="tertiary"/></svg>
            """.write(to: url, atomically: true, encoding: .utf8)
        var library = SymbolLibrary()
        try library.register(named: "my.leaf", svgContentsOf: url)
        #expect(library.names == ["my.leaf"])
        let image = try #require(library.image(named: "my.leaf", pointSize: 24, scale: .large))
        #expect(abs(image.size.width - image.size.height) < 1e-9)
        #expect(image.layers.map(\.level) == [0, 2])
        // Rotated 45°: the ellipse's ink is square.
        let ink = image.layers[0].path.inkBounds
        #expect(abs(ink.width - ink.height) < 0.05)
        // Registering again replaces the symbol.
        try library.register(named: "my.leaf", svg: #"<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>"#)
        #expect(library.image(named: "my.leaf", pointSize: 24)?.layers.count == 1)
    }

    @Test func aMissingFileNamesThePath() {
        var library = SymbolLibrary()
        let url = URL(fileURLWithPath: "/nonexistent/vellum/icon.svg")
        do {
            try library.register(named: "x", svgContentsOf: url)
            Issue.record("registered a missing file")
        } catch let error as VellumError {
            #expect(error.code == .unreadableFile)
            #expect(error.subject == url.path && error.message.contains(url.path))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func malformedSVGNamesTheSource() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String)] = [
            ("<svg viewBox='0 0 10 10'><path d='M0 0 L'/></svg>", "malformed"),
            ("<svg viewBox='0 0 10 10'><path d='M0 0 L 1 1'", "well-formed"),
            ("<html><body/></html>", "<svg>"),
            ("<svg><circle cx='1' cy='1' r='1'/></svg>", "viewBox"),
            ("<svg viewBox='0 0 10'><circle cx='1' cy='1' r='1'/></svg>", "viewBox"),
            ("<svg viewBox='0 0 10 10'><defs><circle r='3'/></defs></svg>", "draws nothing"),
            ("<svg viewBox='0 0 10 10'><rect width='2' height='2' transform='perspective(3)'/></svg>", "transform"),
        ]
        for (i, (text, expected)) in cases.enumerated() {
            let url = folder.appendingPathComponent("bad-\(i).svg")
            try text.write(to: url, atomically: true, encoding: .utf8)
            var library = SymbolLibrary()
            do {
                try library.register(named: "bad", svgContentsOf: url)
                Issue.record("case \(i) registered")
            } catch let error as VellumError {
                #expect(error.code == .corruptFile)
                #expect(error.subject == url.path, "case \(i): \(error.subject)")
                #expect(error.message.contains(url.path) && error.message.contains(expected), "case \(i): \(error.message)")
            }
            #expect(library.names.isEmpty)
        }
        var library = SymbolLibrary()
        #expect(throws: VellumError.self) { try library.register(named: "  ", svg: Self.badge) }
    }

    @Test func externalEntitiesAreNotLoaded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("secret.txt")
        try "M0 0 L10 0 L10 10 Z".write(to: secret, atomically: true, encoding: .utf8)
        let svg = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY leak SYSTEM "\(secret.absoluteString)">]>
            <svg viewBox="0 0 10 10"><path d="&leak;"/></svg>
            """
        var library = SymbolLibrary()
        // Either the document is refused or the entity stays empty: the file is never drawn.
        if (try? library.register(named: "xxe", svg: svg)) != nil {
            let image = library.image(named: "xxe", pointSize: 10)
            #expect(image?.layers.allSatisfy { $0.path.isEmpty } ?? true)
        }
    }

    @Test("A built-in symbol is drawn once per weight and reused; a registration under its name still wins")
    func builtInDrawingsAreSharedButNeverShadowRegistrations() throws {
        let first = try #require(SymbolLibrary.standard.image(named: "star.fill", pointSize: 17, weight: 600))
        let again = try #require(SymbolLibrary.standard.image(named: "star.fill", pointSize: 17, weight: 600))
        #expect(first == again)
        let lighter = try #require(SymbolLibrary.standard.image(named: "star.fill", pointSize: 17, weight: 200))
        #expect(lighter != first)
        var library = SymbolLibrary.standard
        try library.register(named: "star.fill", svg: #"<svg viewBox="0 0 10 10"><rect width="10" height="4"/></svg>"#)
        let replaced = try #require(library.image(named: "star.fill", pointSize: 17, weight: 600))
        #expect(replaced != first)
        #expect(SymbolLibrary.standard.image(named: "star.fill", pointSize: 17, weight: 600) == first)
    }
}
