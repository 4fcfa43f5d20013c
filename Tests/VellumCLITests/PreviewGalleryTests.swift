import Foundation
import Testing
import Vellum
@testable import VellumPreviews
import VellumTestSupport

/// The gallery of previews, on the examples' previews (VellumExamples, linked as a dependency of these tests).
@Suite struct PreviewGalleryTests {
    @Test func everyPreviewIsDrawnAndMissingAssetsAreNamedOnTheirTiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-preview-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previews = PreviewDiscovery.previews(inModule: "VellumExamples")
        // No asset catalog: the previews that name colours or images are drawn
        // with them clear or empty, as SwiftUI draws them, and say which.
        let result = try PreviewGallery(device: .iPhoneSE).write(previews, to: folder)
        #expect(result.files == previews.count)
        #expect(result.failures.isEmpty, "\(result.failures)")
        let profile = try #require(result.missingAssets.first { $0.preview.contains("ProfileCard") })
        #expect(profile.missingAssets.contains("Color 'GroupedRow'"), "\(profile)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("SettingsScreen/Icon.svg").path))
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("href=\"SettingsScreen/Airplane%20mode%20on.svg\""))
        #expect(index.contains("<p class=\"missing\">Not in the asset catalog, drawn as SwiftUI draws them (empty, clear): "))
        #expect(index.contains("Color 'GroupedRow'"))
        #expect(!index.contains("<figure class=\"failed\">"))
        // The drawn card: its clear row background is not painted, its text is.
        let card = try String(contentsOf: folder.appendingPathComponent("ProfileCard/Preview 1.svg"), encoding: .utf8)
        #expect(card.hasPrefix("<svg"))
    }

    @Test("with audits on, each preview's accessibility issues are listed under its picture and returned; off, none are")
    func auditsListIssuesUnderThePictures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-preview-audit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previews = PreviewDiscovery.previews(inModule: "VellumExamples").filter { $0.group.contains("LoginForm") }
        try #require(!previews.isEmpty)
        var gallery = PreviewGallery(device: .iPhoneSE)
        gallery.audits = .all
        let result = try gallery.write(previews, to: folder)
        #expect(result.failures.isEmpty, "\(result.failures)")
        // The login form's small text buttons ("Forgot password?") are under 44 pt tall.
        let issues = try #require(result.accessibilityIssues.first?.issues)
        #expect(issues.contains { $0.hasPrefix("hitRegion: Button ") }, "\(issues)")
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("Accessibility audit: \(issues.count) issue"), "\(page.prefix(2000))")
        let plain = try PreviewGallery(device: .iPhoneSE).write(previews, to: folder.appendingPathComponent("plain"))
        #expect(plain.accessibilityIssues.isEmpty)
        #expect(!(try String(contentsOf: folder.appendingPathComponent("plain/index.html"), encoding: .utf8)).contains("Accessibility audit"))
        // The host refuses an audit it does not know.
        #expect(PreviewHost.main(["--out", folder.path, "--audit", "some"]) == 2)
    }

    @Test("with variants, each preview is drawn in each, one file each; a skipped module's previews are listed, not drawn")
    func variantsAndSkippedModules() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-preview-variants-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previews = PreviewDiscovery.previews(inModule: "VellumExamples").filter { $0.group.contains("LoginForm") }
        try #require(!previews.isEmpty)
        var gallery = PreviewGallery(device: .iPhoneSE)
        gallery.variants = [.light, .dark]
        let result = try gallery.write(previews, to: folder)
        #expect(result.files == 2 * previews.count)
        let drawn = try GallerySummary.read(from: folder).previews
        #expect(drawn.prefix(2).map(\.svg) == ["LoginForm/Preview 1.dark.svg", "LoginForm/Preview 1.light.svg"], "\(drawn.map(\.svg))")
        #expect(drawn.prefix(2).map(\.variant) == ["dark", "light"])
        let light = try String(contentsOf: folder.appendingPathComponent("LoginForm/Preview 1.light.svg"), encoding: .utf8)
        let dark = try String(contentsOf: folder.appendingPathComponent("LoginForm/Preview 1.dark.svg"), encoding: .utf8)
        let same = light == dark
        #expect(!same, "drawn in each colour scheme")
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8).contains("Preview 1 · dark"))

        gallery.skippedModules = ["VellumExamples"]
        let skipped = try gallery.write(previews, to: folder.appendingPathComponent("skipped"))
        #expect(skipped.files == 0)
        let summary = try GallerySummary.read(from: folder.appendingPathComponent("skipped"))
        #expect(summary.previews.count == 2 * previews.count && summary.previews.allSatisfy { $0.skipped == true && $0.error == nil })
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("skipped/LoginForm").path))
        #expect(summary.entries.isEmpty, "the page shows none")
        #expect(PreviewHost.main(["--out", folder.path, "--variant", "sepia"]) == 2)
    }

    @Test("with a PNG scale, each preview's PNG is written beside its SVG: librsvg's pixels at that scale")
    func pngsBesideTheSVGs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-preview-pngs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previews = PreviewDiscovery.previews(inModule: "VellumExamples").filter { $0.group.contains("ProfileCard") }
        try #require(!previews.isEmpty)
        var gallery = PreviewGallery(device: .iPhoneSE)
        gallery.pngScale = 2
        let result = try gallery.write(previews, to: folder)
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(result.pngFiles == previews.count && result.files == previews.count)
        let svgURL = folder.appendingPathComponent("ProfileCard/Preview 1.svg")
        let svg = try String(contentsOf: svgURL, encoding: .utf8)
        let png = try PNGImage(contentsOf: svgURL.deletingPathExtension().appendingPathExtension("png"))
        #expect((png.width, png.height) == (750, 1334))
        let rsvg = try PNGImage(contentsOf: try SVGShot.render(svg, renderer: .rsvg, scale: 2, name: "gallery-profile-card"))
        let identical = png.rgba == rsvg.rgba
        #expect(identical, "\(PNGComparison(png, rsvg, tolerance: 0).description(maxFraction: 0))")
        // The page links each PNG after its picture's caption.
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<a href=\"ProfileCard/Preview%201.png\">PNG</a>"), "\(page.prefix(2000))")
        // Without a scale, no PNGs, and no links to them.
        let plain = try PreviewGallery(device: .iPhoneSE).write(previews, to: folder.appendingPathComponent("plain"))
        #expect(plain.pngFiles == 0)
        #expect(!(try String(contentsOf: folder.appendingPathComponent("plain/index.html"), encoding: .utf8)).contains(">PNG</a>"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("plain/ProfileCard/Preview 1.png").path))
        // The host refuses a scale that is not positive.
        #expect(PreviewHost.main(["--out", folder.path, "--png", "0"]) == 2)
        #expect(PreviewHost.main(["--out", folder.path, "--shard", "5/4"]) == 2)
    }

    @Test func aPreviewThatThrowsGetsAnErrorTileAndNamesAreEscaped() {
        let page = GalleryPage.html([GalleryPage.Entry(name: "a", title: "A", section: "S", files: [
            GalleryPage.File(path: "a/1.svg", caption: "One", error: "Symbol <x> & y"),
            GalleryPage.File(path: "a/2.svg", caption: "Two", missingAssets: ["Image '<script>'", "Color \"B\""]),
        ])])
        #expect(page.contains("<figure class=\"failed\"><pre>Symbol &lt;x&gt; &amp; y</pre>"))
        #expect(page.contains("<p class=\"missing\">"))
        #expect(!page.contains("<script>"), "a name cannot inject markup")
        #expect(page.contains("Image '&lt;script&gt;', Color &quot;B&quot;"))
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
