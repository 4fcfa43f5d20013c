import Foundation

/// The build folder every throwaway package of the test suite shares, in this
/// checkout's `.build`: Vellum is compiled once for all of them (and, kept
/// between runs, only what changed is compiled again).
///
/// The packages take turns in it, a whole `swift test` at a time: SwiftPM's own
/// lock covers a build, not the run after it, so two packages alternating in
/// one folder would run each other's freshly built tests.
enum SharedScratch {
    /// `.build/throwaway-packages` of the checkout these tests belong to.
    static let folder: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }
        return dir.appendingPathComponent(".build/throwaway-packages")
    }()

    private static let lock = NSLock()

    /// Runs `work` (which blocks its thread on `swift`) while no other package uses the folder.
    static func exclusively<T>(_ work: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try work()
    }
}
