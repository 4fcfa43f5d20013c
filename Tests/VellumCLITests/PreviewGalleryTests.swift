import Foundation
import Testing
import Vellum
@testable import VellumPreviews

/// The gallery of previews, on the examples' previews (linked through VellumCLI).
@Suite struct PreviewGalleryTests {
    @Test func everyPreviewIsDrawnAndOneThatThrowsGetsAnErrorTile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-preview-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previews = PreviewDiscovery.previews(inModule: "VellumExamples")
        // No asset catalog: the previews that name colours or images throw, the others draw.
        let result = try PreviewGallery(device: .iPhoneSE).write(previews, to: folder)
        #expect(result.files + result.failures.count == previews.count)
        #expect(result.files > 0)
        #expect(!result.failures.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("SettingsScreen/Icon.svg").path))
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("href=\"SettingsScreen/Airplane%20mode%20on.svg\""))
        #expect(index.contains("<figure class=\"failed\"><pre>"))
        #expect(index.contains("GroupedRow") || index.contains("Portrait"), "the error names the missing asset")
    }

    @Test func fileNamesKeepSpacesAndReplaceSeparators() {
        #expect(PreviewFileName.make("Preview 1") == "Preview 1")
        #expect(PreviewFileName.make("a/b:c") == "a_b_c")
        #expect(PreviewFileName.make(".hidden") == "hidden")
        #expect(PreviewFileName.make("") == "_")
    }

    @Test func linksArePercentEncoded() {
        #expect(GalleryPage.percentEncoded("Settings/Airplane mode é.svg") == "Settings/Airplane%20mode%20%C3%A9.svg")
    }
}
