import Foundation
import Testing
@testable import VellumCLI
import VellumTestSupport

/// What the throwaway-package tests share: the Vellum checkout they depend on,
/// the `swift` they run, and the build folder they build in.
///
/// Run by `scripts/test` (the test bundle itself, no SwiftPM process around it),
/// they build in the very folder this bundle was built in: Vellum's modules
/// there are up to date, so only the package's own files are compiled. Under
/// `swift test`, which holds that folder's lock until the tests end, they build
/// in `.build/throwaway-packages`, where Vellum is compiled once and kept.
///
/// The packages take turns in the folder, a whole `swift test` at a time:
/// SwiftPM's own lock covers a build, not the run after it, so two packages
/// alternating in one folder would run each other's freshly built tests.
enum SharedScratch {
    /// The Vellum checkout these tests belong to.
    static let vellumRoot = PackageRoot.url

    /// The test bundle's own build folder when no SwiftPM process holds it,
    /// else `.build/throwaway-packages` of the checkout.
    static let folder: URL = {
        if let scratch = TestBuild.scratch, TestBuild.scratchIsFree { return scratch }
        return vellumRoot.appendingPathComponent(".build/throwaway-packages")
    }()

    /// The `swift` on `PATH`, if there is one.
    static let swift: String? = {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swift" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    private static let lock = NSLock()

    /// Runs `work` (which blocks its thread on `swift`) while no other package uses the folder.
    static func exclusively<T>(_ work: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try work()
    }

    /// Runs `work` on a thread of its own, in its turn: a test that waits minutes
    /// for `swift` must not hold one of the few threads (one per core) that every
    /// other test runs on.
    /// `package` names the package `work` builds in the folder (a `vellum
    /// previews` host's), so the next other package plans afresh.
    static func inTurn<T: Sendable>(building package: String? = nil, _ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result {
                    try exclusively {
                        if let package { changeTurns(to: package) }
                        return try work()
                    }
                })
            }.start()
        }
    }

    /// `swift` with `arguments`, in its turn, without the variables that change
    /// snapshot record modes and with `extra` set.
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Subprocess.Outcome {
        let swift = try #require(swift)
        var env = ProcessInfo.processInfo.environment
        for key in ["CI", "VELLUM_RECORD", "VELLUM_SNAPSHOT_DIR", "VELLUM_SNAPSHOT_ARTIFACTS"] { env[key] = nil }
        for (key, value) in extra { env[key] = value }
        let environment = env
        let package = arguments.firstIndex(of: "--package-path").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        return try await inTurn(building: package) {
            try Subprocess.run(swift, arguments, echo: false, environment: environment)
        }
    }

    /// The package that used the folder last (guarded by `lock`: read and
    /// written only in a turn).
    nonisolated(unsafe) private static var lastPackage: String?

    /// Makes SwiftPM plan `package` afresh when another package used the
    /// folder since its last run: the folder keeps one build plan, and a
    /// package whose manifest looks unchanged would otherwise be run with
    /// the other package's plan (and its tests).
    private static func changeTurns(to package: String) {
        defer { lastPackage = package }
        // The first turn too: the folder may hold Vellum's own plan.
        guard lastPackage != package else { return }
        let manifest = URL(fileURLWithPath: package).appendingPathComponent("Package.swift").path
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: manifest)
        // The folder's build manifest is the other package's plan: without it, SwiftPM plans again.
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("debug.yaml"))
    }
}
