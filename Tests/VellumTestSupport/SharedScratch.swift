import Foundation

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
package enum SharedScratch {
    /// The Vellum checkout these tests belong to.
    package static let vellumRoot = PackageRoot.url

    /// The test bundle's own build folder when no SwiftPM process holds it,
    /// else `.build/throwaway-packages` of the checkout.
    package static let folder: URL = {
        if let scratch = TestBuild.scratch, TestBuild.scratchIsFree { return scratch }
        return vellumRoot.appendingPathComponent(".build/throwaway-packages")
    }()

    /// The `swift` on `PATH`, if there is one.
    package static let swift: String? = {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swift" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    private static let lock = NSLock()

    /// Runs `work` (which blocks its thread on `swift`) while no other package uses the folder.
    package static func exclusively<T>(_ work: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try work()
    }

    /// Runs `work` on a thread of its own, in its turn: a test that waits minutes
    /// for `swift` must not hold one of the few threads (one per core) that every
    /// other test runs on.
    /// `package` names the package `work` builds in the folder (a `vellum
    /// previews` host's), so the next other package plans afresh.
    package static func inTurn<T: Sendable>(building package: String? = nil, _ work: @escaping @Sendable () throws -> T) async throws -> T {
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

    /// A `swift` for commands that run `swift build --package-path <host>` (a
    /// `vellum previews` host), written into `folder`: it builds in the shared
    /// folder, where Vellum is already compiled, instead of the host's own `.build`.
    package static func swiftBuildingInSharedFolder(writingInto folder: URL) throws -> String {
        guard let swift else { throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no swift on PATH"]) }
        let script = """
            #!/bin/sh
            if [ "$1" = build ]; then shift; exec '\(swift)' build --scratch-path '\(self.folder.path)' "$@"; fi
            exec '\(swift)' "$@"

            """
        let url = folder.appendingPathComponent("swift-in-shared-scratch")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Written beside and renamed over: a process still running the old
        // script (a host from an earlier session) would make an in-place write fail ("Text file busy").
        try Data(script.utf8).write(to: url, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }
}
