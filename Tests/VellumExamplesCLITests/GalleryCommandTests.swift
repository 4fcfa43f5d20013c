import Foundation
import Testing
import Vellum
import VellumExamples
import VellumTestSupport
import VellumXMLDiff

/// `vellum-examples gallery` end to end: runs the built `vellum-examples` next
/// to the test bundle, then checks that index.html links every SVG it wrote and that every
/// SVG is well-formed. Skipped when the executable has not been built
/// (`swift build --build-tests` builds it).
///
/// index.html is then opened in headless Chromium (the one `scripts/chromium`
/// finds or installs; without one the test fails with its message): every
/// picture on the page loads.
@Suite struct GalleryCommandTests {
    /// The `vellum-examples` executable beside the test bundle, if it was built.
    static let executable: URL? = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        var candidates = [bundle.appendingPathComponent("vellum-examples")]
        // macOS: …/debug/VellumPackageTests.xctest/Contents/MacOS/VellumPackageTests
        candidates.append(bundle.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("vellum-examples"))
        for product in Bundle.allBundles.map(\.bundleURL) {
            candidates.append(product.deletingLastPathComponent().appendingPathComponent("vellum-examples"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    @Test(.enabled(if: executable != nil, "the vellum-examples executable has not been built"))
    func galleryWritesEveryPictureAndAnIndex() throws {
        let executable = try #require(Self.executable)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }

        let process = Process()
        process.executableURL = executable
        process.arguments = ["gallery", "--out", out.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")

        let expected = ExampleGallery.all.count + 2
        let progress = output.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(progress.count == expected, "one progress line per example, one for the provider's previews, one for the #Previews")

        let enumerator = FileManager.default.enumerator(atPath: out.path)
        let svgs = ((enumerator?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".svg") }.sorted()
        let macroPreviews = PreviewDiscovery.previews(inModule: "VellumExamples").filter { $0.fileID != nil }
        #expect(macroPreviews.count == 12)
        let variantFiles = ExampleGallery.all.flatMap { example in example.variants.map { $0.fileName(for: example.name) } }
        #expect(variantFiles.count > ExampleGallery.all.count * 2, "some examples declare more than light and dark")
        // Screens again in iOS 26's look, where it draws them differently (a screen of its own views draws the same).
        let lookFiles = svgs.filter { $0.hasSuffix("-ios26.svg") }
        let possible = Set(ExampleGallery.all.flatMap { example in example.galleryVariants.filter { $0.platformLook == .iOS26 }.map { $0.fileName(for: example.name) } })
        #expect(lookFiles.allSatisfy(possible.contains) && lookFiles.contains("settings.light-ios26.svg") && lookFiles.contains("tab-bar.dark-ios26.svg"))
        #expect(!lookFiles.contains("welcome-card.light-ios26.svg"), "a screen of its own views draws the same in both looks")
        #expect(svgs.count == variantFiles.count + lookFiles.count + 3 + macroPreviews.count)
        #expect(try String(contentsOf: out.appendingPathComponent("settings.light-ios26.svg"), encoding: .utf8)
                != String(contentsOf: out.appendingPathComponent("settings.light.svg"), encoding: .utf8))
        for file in variantFiles { #expect(svgs.contains(file), "no \(file)") }
        #expect(svgs.contains("previews/SettingsScreen/Airplane mode on.svg"))
        #expect(svgs.contains("profile-card.accessibility5.svg") && svgs.contains("settings.rightToLeft.svg"))
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let links = Set(Self.hrefs(in: index).map { $0.removingPercentEncoding ?? $0 })
        for file in svgs {
            #expect(links.contains(file), "index.html does not link \(file)")
            let text = try String(contentsOf: out.appendingPathComponent(file), encoding: .utf8)
            _ = try SVGCanonicalForm(text, name: file)
        }
        for link in links where !link.hasPrefix("#") {
            #expect(svgs.contains(link), "index.html links \(link), which was not written")
        }
        for example in ExampleGallery.all {
            #expect(index.contains(">\(example.title.replacingOccurrences(of: "&", with: "&amp;"))<"), "no title for \(example.name)")
        }
        // The profile card's Dynamic Type range is one card, its pictures side by side in the declared order.
        let card = try #require(index.components(separatedBy: "id=\"profile-card\"").dropFirst().first?
            .components(separatedBy: "</section>").first)
        #expect(index.contains("<section class=\"card wide\" id=\"profile-card\">"))
        let captions = card.components(separatedBy: "<figcaption>").dropFirst().compactMap { $0.components(separatedBy: "<").first }
        // Its bordered buttons are capsules in iOS 26: its light and dark pictures again in that look, after the others.
        #expect(captions == ["Light", "Dark", "xSmall · body 14 pt", "xxxLarge · body 23 pt", "AX1 · body 28 pt",
                             "AX3 · body 40 pt", "AX5 · body 53 pt", "Light · iOS 26", "Dark · iOS 26"])
        // A screen of its own views draws the same in both looks: one picture each, captioned for both.
        let hero = try #require(index.components(separatedBy: "id=\"welcome-card\"").dropFirst().first?
            .components(separatedBy: "</section>").first)
        let heroCaptions = hero.components(separatedBy: "<figcaption>").dropFirst().compactMap { $0.components(separatedBy: "<").first }
        #expect(heroCaptions == ["Light · iOS 18 and 26", "Dark · iOS 18 and 26"])
        // A larger text size draws a larger picture of the same card: more ink, in a taller text run.
        let small = try String(contentsOf: out.appendingPathComponent("profile-card.xSmall.svg"), encoding: .utf8)
        let large = try String(contentsOf: out.appendingPathComponent("profile-card.accessibility5.svg"), encoding: .utf8)
        #expect(small != large)
        #expect(try String(contentsOf: out.appendingPathComponent("settings.rightToLeft.svg"), encoding: .utf8)
                != String(contentsOf: out.appendingPathComponent("settings.light.svg"), encoding: .utf8))

        // The page in a browser: every picture it shows has loaded and has a size.
        let shown = try SharedBrowser.shared.use { browser in
            try browser.resize(width: 1280, height: 900)
            try browser.open(out.appendingPathComponent("index.html").absoluteString)
            return try browser.evaluate("""
                Promise.all([...document.images].map((i) => i.decode().catch(() => null))).then(() =>
                  [document.images.length, [...document.images].filter((i) => i.complete && i.naturalWidth > 0).length])
                """)
        }
        let counts = shown.dropFirst().dropLast().split(separator: ",").compactMap { Int($0) }
        #expect(counts.count == 2 && counts[0] == counts[1] && counts[0] >= variantFiles.count, "images shown, loaded: \(shown)")
    }

    /// The values of every `href="…"` in `html`.
    static func hrefs(in html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }
}
