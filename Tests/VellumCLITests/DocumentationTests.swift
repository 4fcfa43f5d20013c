import Foundation
import Testing
import VellumTestSupport

/// The documentation site: `scripts/docs --check` builds the DocC catalogs with
/// the toolchain's `docc` and fails on any docc warning (an article link or a
/// symbol link that resolves to nothing, a documented parameter that does not
/// exist), on any public symbol of Vellum, VellumSnapshotTesting or Charts
/// without a page or top-level symbol in no topic group, then opens the site in
/// headless Chromium and checks each landing page, article and a sample of
/// symbol pages shows its title and images. Skipped where the toolchain has no
/// `docc`.
@Suite("Documentation")
struct DocumentationTests {
    static let vellumRoot = PackageRoot.url

    /// `docc` beside the `swift` on `PATH`, as `scripts/docs` finds it.
    static let docc: String? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for dir in paths {
            let swift = URL(fileURLWithPath: String(dir)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let docc = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("docc")
            return FileManager.default.isExecutableFile(atPath: docc.path) ? docc.path : nil
        }
        return nil
    }()

    @Test("every public symbol has a page and a topic group, every link resolves, and Chromium shows the pages",
          .enabled(if: DocumentationTests.docc != nil, "the toolchain has no docc"))
    func siteBuildsWithoutWarnings() async throws {
        let script = Self.vellumRoot.appendingPathComponent("scripts/docs").path
        let docc = try #require(Self.docc)
        // `scripts/docs` reads the symbol graphs from the modules this bundle was
        // built with (nothing is compiled again); wait for it on a thread of its
        // own, not on one of the test runner's few threads.
        let modules = try #require(TestBuild.products, "the test bundle is not in a build folder with Modules")
        let (status, output) = try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: script)
                    process.arguments = ["--check"]
                    var environment = ProcessInfo.processInfo.environment
                    environment["DOCC"] = docc
                    environment["VELLUM_DOCS_MODULES"] = modules.path
                    process.environment = environment
                    let pipe = Pipe()
                    process.standardOutput = pipe
                    process.standardError = pipe
                    try process.run()
                    let data = pipe.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
                })
            }.start()
        }
        #expect(status == 0, "scripts/docs --check failed:\n\(output.suffix(4000))")
        #expect(output.contains("every public symbol has a page and a topic group, and every link resolves"), "\(output.suffix(2000))")
        // The site shown in headless Chromium, the one scripts/chromium finds or installs; never skipped.
        #expect(output.contains("docs-site-check: Chromium showed all"), "\(output.suffix(2000))")
        for module in ["vellum", "vellumsnapshottesting", "charts"] {
            let landing = Self.vellumRoot.appendingPathComponent(".build/docs/documentation/\(module)/index.html")
            #expect(FileManager.default.fileExists(atPath: landing.path), "no page at \(landing.path)")
        }
    }
}
