import Foundation
import Testing
import Vellum
@testable import VellumPreviews

/// The preview host's serving mode (what `vellum preview` asks it to draw), on the examples' previews.
@Suite struct PreviewRenderServiceTests {
    private let previews = PreviewDiscovery.previews(inModule: "VellumExamples")

    private func svg(_ variant: String?, id: String? = nil, device: String = "iPhoneSE") throws -> String {
        let ids = PreviewRenderService.identifiers(previews)
        // A settings list: leading text that a right-to-left layout moves and Dynamic Type grows.
        let settings = try #require(ids.first { $0.contains("SettingsScreen") })
        let request = PreviewRenderService.Request(op: "render", id: id ?? settings, device: device, orientation: nil, variant: variant, scheme: nil)
        return try PreviewRenderService.render(request, previews: previews, ids: ids, assets: AssetCatalog(), localization: Localization()).svg
    }

    @Test func theVariantTheServerSendsIsTheOneDrawn() throws {
        let light = try svg("light")
        #expect(try svg(nil) == light, "no variant is light")
        #expect(try svg("dark") != light)
        #expect(try svg("light+accessibility3") != light)
        #expect(try svg("light+rtl") != light)
        #expect(try svg("light+language:ar") == svg("light+locale:ar+rtl"), "a language alone brings its direction")
        #expect(try svg("light+accessibility3") == svg("light+AX3"), "the server's spelling and the short one agree")
        #expect(throws: VellumError.self) { try svg("light+sepia") }
        do { _ = try svg("light+sepia") } catch { #expect("\(error)".contains("Unknown variant 'light+sepia'")) }
        do { _ = try svg("light", id: "Nope/Nope/Nope") } catch { #expect("\(error)".contains("There is no preview 'Nope/Nope/Nope'")) }
    }

    @Test func stringsAreReadFromTheSourcesAndABadFileIsANote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-preview-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Cards/Resources/ar.lproj"), withIntermediateDirectories: true)
        try Data(#""Hello" = "مرحبا";"#.utf8).write(to: folder.appendingPathComponent("Cards/Resources/ar.lproj/Localizable.strings"))
        let strings = PreviewStrings(folder: folder)
        #expect(strings.localization.availableLanguages == ["ar"])
        #expect(strings.notes.isEmpty)
        try Data(#""Hello" = "#.utf8).write(to: folder.appendingPathComponent("Cards/Resources/ar.lproj/Localizable.strings"))
        let broken = PreviewStrings(folder: folder)
        #expect(broken.localization.isEmpty)
        #expect(broken.notes.first?.contains("Localizable.strings") == true, "\(broken.notes)")
    }
}
