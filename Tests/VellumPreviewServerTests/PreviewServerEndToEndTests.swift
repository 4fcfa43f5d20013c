import Foundation
import Testing
import VellumTestSupport
import VellumCLI
@testable import VellumPreviewServer

/// `vellum preview` as a user meets it: a throwaway package that depends on
/// Vellum by path, the server on it, the page in headless Chromium; a save
/// changes a picture, a broken save shows the error beside the last pictures,
/// a fix brings them back, a throwing preview is an error in its own tile.
///
/// The package lives at one place per checkout (its sources rewritten on every
/// run); its host builds in the shared folder of the throwaway packages
/// (`SharedScratch`), where Vellum is compiled already.
@Suite("Preview server end to end", .serialized)
struct PreviewServerEndToEndTests {
    static let vellumRoot = PackageRoot.url

    static let swift: String? = {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swift" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var unavailable: String? {
        swift == nil ? "needs the swift command on PATH" : nil
    }

    /// The package's folder: the same for every run from this checkout.
    static var packageRoot: URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in vellumRoot.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return FileManager.default.temporaryDirectory.appendingPathComponent("vellum-preview-e2e-\(String(hash, radix: 16))")
    }

    private func write(_ text: String, _ path: String) throws {
        let url = Self.packageRoot.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func badge(_ colour: String, extra: String = "") -> String {
        """
        import Vellum

        struct Badge: View {
            var count: Int
            var body: some View {
                Text("\\(count)").padding(6).background(Color.\(colour), in: Capsule())\(extra)
            }
        }

        #Preview("Badge", traits: .sizeThatFitsLayout) {
            Badge(count: 3)
        }

        """
    }

    private func makePackage() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        try? FileManager.default.removeItem(at: sources)
        try write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Cards",
                products: [.library(name: "Cards", targets: ["Cards"])],
                dependencies: [.package(path: "\(Self.vellumRoot.path)")],
                targets: [
                    .target(name: "Cards", dependencies: [.product(name: "Vellum", package: "\(Self.vellumRoot.lastPathComponent)")],
                            swiftSettings: [.swiftLanguageMode(.v5)]),
                ])
            """, "Package.swift")
        try write(badge("red"), "Sources/Cards/Badge.swift")
        try write("""
            import Vellum

            #Preview("Missing image", traits: .sizeThatFitsLayout) {
                Image("no-such-image")
            }

            #Preview("Card") {
                VStack(spacing: 12) { Text("Hello, <world> & you"); Badge(count: 42) }
            }
            """, "Sources/Cards/Card.swift")
    }

    /// Evaluates `expression` in the page until it is `true`, for at most `seconds`;
    /// throws at once when `hopeless` (an expression) is `true` first.
    private func waitFor(_ browser: BrowserDriver, _ expression: String, seconds: Double, _ what: String,
                         unless hopeless: String? = nil) throws {
        let deadline = Date().addingTimeInterval(seconds)
        func page() throws -> String { try browser.evaluate("document.body.innerText.slice(0, 2000)") }
        while Date() < deadline {
            if try browser.evaluate(expression) == "true" { return }
            if let hopeless, try browser.evaluate(hopeless) == "true" {
                throw BrowserDriver.Failure(description: "gave up waiting for \(what); page: \(try page())")
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
        throw BrowserDriver.Failure(description: "timed out waiting for \(what); page: \(try page())")
    }

    /// Picks `value` in the page's `select` with id `key`, as a user would.
    private func choose(_ browser: BrowserDriver, _ key: String, _ value: String) throws {
        _ = try browser.evaluate("(() => { const s = document.getElementById('\(key)'); s.value = '\(value)'; s.dispatchEvent(new Event('change')); return s.value })()")
    }

    private func badgeSVG(_ browser: BrowserDriver) throws -> String {
        try browser.evaluate(#"fetch(document.querySelector('figure[data-id="Cards/Badge/Badge"] img').src).then(r => r.text())"#)
    }

    @Test("edit, break and fix a file; the page follows without a reload", .enabled(if: PreviewServerEndToEndTests.unavailable == nil))
    func liveEdits() async throws {
        try makePackage()
        // The host builds in the shared folder, in its turn, where Vellum is already compiled.
        let swift = try SharedScratch.swiftBuildingInSharedFolder(writingInto: Self.packageRoot)
        try await SharedScratch.inTurn(building: Self.packageRoot.appendingPathComponent(".build/vellum-previews").path) {
            try self.edits(swift: swift)
        }
    }

    /// The session: the page, the choices, a save, a broken save, the fix, a deleted file.
    private func edits(swift: String) throws {
        var command = PreviewCommand()
        command.previews.vellumRoot = Self.vellumRoot
        command.previews.swift = swift
        let server = try command.makeServer(["--package", Self.packageRoot.path, "--timeout", "30"], log: { _ in })
        let address = try server.start()
        defer { server.stop() }
        let browser = try BrowserDriver()
        try browser.open(address.absoluteString + "?scheme=dark")

        // The first build.
        try waitFor(browser, "document.body.dataset.phase === 'ready' && document.querySelectorAll('figure[data-state=ready]').length === 3",
                    seconds: 1800, "the first pictures", unless: "document.body.dataset.phase === 'failed'")
        #expect(try browser.evaluate("document.querySelectorAll('nav label').length") == "3")
        // A missing asset is drawn as SwiftUI draws it (an empty image) and named under the picture.
        #expect(try browser.evaluate("document.querySelector('figure[data-id=\"Cards/Card/Missing image\"]').dataset.state") == "\"ready\"")
        #expect(try browser.evaluate("document.querySelector('figure[data-id=\"Cards/Card/Missing image\"] p.missing').textContent").contains("no-such-image"))
        #expect(try browser.evaluate("document.getElementById('scheme').value") == "\"dark\"", "the choice is read from the address")
        let red = try badgeSVG(browser)
        // The browser hands back the text as a JSON string.
        #expect(try SVGQuery(JSONDecoder().decode(String.self, from: Data(red.utf8))).root.name == "svg")
        let generation = try browser.evaluate("document.body.dataset.generation")

        // Choosing in the page: the picture changes and the address keeps the choice.
        let badgeReady = "document.querySelector('figure[data-id=\"Cards/Badge/Badge\"]').dataset.state === 'ready'"
        try choose(browser, "scheme", "light")
        try waitFor(browser, badgeReady, seconds: 120, "the light picture")
        let light = try badgeSVG(browser)
        #expect(light != red, "light and dark differ")
        #expect(try browser.evaluate("location.search") == "\"\"", "light is the default, so the address has no scheme")
        try choose(browser, "size", "accessibility3")
        try waitFor(browser, badgeReady, seconds: 120, "the larger picture")
        #expect(try badgeSVG(browser) != light)
        #expect(try browser.evaluate("location.search") == "\"?size=accessibility3\"")
        try choose(browser, "size", "")
        try choose(browser, "scheme", "dark")
        try waitFor(browser, badgeReady, seconds: 120, "the dark picture again")
        #expect(try badgeSVG(browser) == red)
        // Ticking a preview shows only it, and the address says which.
        let tick = "(() => { const box = [...document.querySelectorAll('nav label')].find(l => l.textContent === 'Badge').querySelector('input'); box.click(); return box.checked })()"
        #expect(try browser.evaluate(tick) == "true")
        #expect(try browser.evaluate("location.search") == "\"?scheme=dark&only=Cards%2FBadge%2FBadge\"")
        #expect(try browser.evaluate("document.querySelectorAll('main figure').length") == "1")
        #expect(try browser.evaluate(tick) == "false")
        #expect(try browser.evaluate("document.querySelectorAll('main figure').length") == "3")
        try waitFor(browser, "document.querySelectorAll('figure[data-state=ready]').length === 3", seconds: 120, "the pictures again")

        // A save: the picture changes in place; the scroll position stays.
        _ = try browser.evaluate("document.body.style.minHeight = '4000px'; window.scrollTo(0, 300); window.scrollY")
        try write(badge("blue"), "Sources/Cards/Badge.swift")
        try waitFor(browser, "document.body.dataset.generation !== \(generation) && document.querySelector('figure[data-id=\"Cards/Badge/Badge\"]').dataset.generation === document.body.dataset.generation && document.querySelector('figure[data-id=\"Cards/Badge/Badge\"]').dataset.state === 'ready'",
                    seconds: 600, "the rebuilt picture")
        let blue = try badgeSVG(browser)
        #expect(blue != red)
        #expect(try browser.evaluate("window.scrollY") == "300")

        // A broken save: the error with its file and line, the last pictures still there.
        try write(badge("blue", extra: ".frame(width: \"wide\")"), "Sources/Cards/Badge.swift")
        try waitFor(browser, "document.body.dataset.phase === 'failed'", seconds: 600, "the compile error")
        let errors = try browser.evaluate("document.getElementById('errors').innerText")
        #expect(errors.contains("Sources/Cards/Badge.swift:6:"), "\(errors)")
        #expect(try browser.evaluate("document.getElementById('errors').hidden") == "false")
        #expect(try browser.evaluate("document.querySelectorAll('figure[data-state=ready]').length") == "3")
        #expect(try badgeSVG(browser) == blue)

        // The fix: the error goes, the pictures are new again.
        try write(badge("green"), "Sources/Cards/Badge.swift")
        try waitFor(browser, "document.body.dataset.phase === 'ready' && document.querySelector('figure[data-id=\"Cards/Badge/Badge\"]').dataset.generation === document.body.dataset.generation && document.querySelector('figure[data-id=\"Cards/Badge/Badge\"]').dataset.state === 'ready'",
                    seconds: 600, "the recovery")
        #expect(try browser.evaluate("document.getElementById('errors').hidden") == "true")
        let green = try badgeSVG(browser)
        #expect(green != blue && green != red)

        // A deleted file: its previews leave the page, the others stay.
        try FileManager.default.removeItem(at: Self.packageRoot.appendingPathComponent("Sources/Cards/Card.swift"))
        try waitFor(browser, "document.body.dataset.phase === 'failed' || (document.body.dataset.phase === 'ready' && document.querySelectorAll('main figure').length === 1)",
                    seconds: 600, "the deleted file")
        #expect(try browser.evaluate("document.body.dataset.phase") == "\"ready\"")
        if let shot = ProcessInfo.processInfo.environment["VELLUM_PREVIEW_SCREENSHOT"] { try browser.screenshot(to: shot) }
    }
}
