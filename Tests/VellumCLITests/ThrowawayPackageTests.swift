import Foundation
import Testing
@testable import VellumCLI
import VellumTestSupport

/// The record modes end to end, as a user meets them: a throwaway package that
/// depends on Vellum, with one snapshot test, run by `swift test` under each
/// `VELLUM_RECORD` value and under `CI`.
@Suite("Record modes in a throwaway package", .serialized)
struct ThrowawayPackageTests {
    /// `swift test` in `package` (built in `scratch`), with `env` set.
    private func run(_ package: URL, scratch: URL, env extra: [String: String]) async throws -> Subprocess.Outcome {
        try await SharedScratch.run(["test", "--package-path", package.path, "--scratch-path", scratch.path], environment: extra)
    }

    /// The test bundle `swift test` built last, run by itself with `env` set:
    /// what `swift test` runs, without SwiftPM planning the package again for
    /// each record mode (the modes are read by the test, not by SwiftPM).
    private func runBuilt(scratch: URL, env extra: [String: String]) throws -> Subprocess.Outcome {
        var env = ProcessInfo.processInfo.environment
        for key in ["CI", "VELLUM_RECORD", "VELLUM_SNAPSHOT_DIR", "VELLUM_SNAPSHOT_ARTIFACTS"] { env[key] = nil }
        for (key, value) in extra { env[key] = value }
        let bundle = scratch.appendingPathComponent("debug/ThrowawayPackageTests.xctest").path
        return try Subprocess.run(bundle, ["--testing-library", "swift-testing"], echo: false, environment: env)
    }

    private func makePackage(colour: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-throwaway-\(UUID().uuidString)")
        let tests = root.appendingPathComponent("Tests/CardTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Throwaway",
                dependencies: [.package(path: "\(SharedScratch.vellumRoot.path)")],
                targets: [.testTarget(name: "CardTests", dependencies: [.product(name: "VellumSnapshotTesting", package: "\(SharedScratch.vellumRoot.lastPathComponent)")])],
                swiftLanguageModes: [.v6])
            """.utf8).write(to: root.appendingPathComponent("Package.swift"))
        try setColour(colour, in: root)
        return root
    }

    private func setColour(_ colour: String, in root: URL) throws {
        try Data("""
            import Testing
            import VellumSnapshotTesting
            struct Card: View {
                var body: some View { Text("Card").padding().background(Color.\(colour)) }
            }
            @Test func card() { assertSVGSnapshot(of: Card(), size: CGSize(width: 120, height: 80), named: "card") }
            """.utf8).write(to: root.appendingPathComponent("Tests/CardTests/CardTests.swift"))
    }

    @Test("missing records and fails; never, all, failed and CI behave as documented",
          .enabled(if: SharedScratch.swift != nil, "needs the swift command on PATH"))
    func recordModes() async throws {
        let package = try makePackage(colour: "red")
        let scratch = SharedScratch.folder
        defer { try? FileManager.default.removeItem(at: package) }
        let reference = package.appendingPathComponent("snapshots/CardTests/card.card.svg")

        // CI: nothing is written, and the missing reference fails.
        var r = try await run(package, scratch: scratch, env: ["CI": "true"])
        #expect(r.status != 0)
        #expect(!FileManager.default.fileExists(atPath: reference.path), "CI must never write a reference")

        // missing (default): the reference is written and the test fails saying so.
        r = try await run(package, scratch: scratch, env: [:])
        #expect(r.status != 0)
        #expect(r.output.contains("card"))
        let recorded = try String(contentsOf: reference, encoding: .utf8)
        #expect(try SVGQuery(recorded).colors.contains("#FF3B30"))

        // The same view now passes, in CI too.
        #expect(try runBuilt(scratch: scratch, env: [:]).status == 0)
        #expect(try runBuilt(scratch: scratch, env: ["CI": "1"]).status == 0)

        // A change fails and names the colour; `never` and CI leave the reference alone.
        try setColour("blue", in: package)
        r = try await run(package, scratch: scratch, env: ["VELLUM_RECORD": "never"])
        #expect(r.status != 0)
        #expect(r.output.contains("#FF3B30") && r.output.contains("#007AFF"), "the difference is named:\n\(r.output.suffix(3000))")
        #expect(try String(contentsOf: reference, encoding: .utf8) == recorded)
        #expect(try runBuilt(scratch: scratch, env: ["VELLUM_RECORD": "failed", "CI": "1"]).status != 0)
        #expect(try String(contentsOf: reference, encoding: .utf8) == recorded)

        // failed: the reference is re-recorded (the run fails), then the new picture passes.
        #expect(try runBuilt(scratch: scratch, env: ["VELLUM_RECORD": "failed"]).status != 0)
        #expect(try SVGQuery(String(contentsOf: reference, encoding: .utf8)).colors.contains("#007AFF"))
        #expect(try runBuilt(scratch: scratch, env: [:]).status == 0)

        // all: re-records even a matching reference, and fails so recording is not left on.
        #expect(try runBuilt(scratch: scratch, env: ["VELLUM_RECORD": "all"]).status != 0)
        #expect(try await run(package, scratch: scratch, env: [:]).status == 0)
    }
}
