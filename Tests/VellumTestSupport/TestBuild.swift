import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The build the running test bundle came from: the folder its products and
/// modules are in, and the SwiftPM scratch folder above it.
///
/// Tests that compile against Vellum (a throwaway package, a `vellum previews`
/// host) or read its modules (the documentation's symbol graphs) use this build
/// instead of compiling Vellum a second time, when they may.
package enum TestBuild {
    /// The folder of the products beside the test bundle, the one that holds
    /// `Modules` (`.build/<triple>/debug`), or nil when the bundle is not in one.
    package static let products: URL? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        // Linux: …/debug/VellumPackageTests.xctest; macOS: …/debug/VellumPackageTests.xctest/Contents/MacOS/VellumPackageTests.
        for _ in 0..<4 {
            folder.deleteLastPathComponent()
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path, isDirectory: &isFolder),
               isFolder.boolValue {
                return folder
            }
        }
        return nil
    }()

    /// The scratch folder the bundle was built in (`--scratch-path`, `.build` by
    /// default): two levels above `products`.
    package static var scratch: URL? {
        products?.deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Whether a `swift build` may use `scratch` now: no SwiftPM process holds
    /// it. Under `swift test` the command holds it until the tests end, so a
    /// build there would wait forever; `scripts/test` runs the bundle itself,
    /// and then the build is free.
    ///
    /// SwiftPM writes its process id into `<scratch>/.lock` and waits while
    /// that process lives: the folder is taken when the file names a living
    /// process other than this one, or when the file is locked.
    package static var scratchIsFree: Bool {
        guard let scratch else { return false }
        let lock = scratch.appendingPathComponent(".lock").path
        if let text = try? String(contentsOfFile: lock, encoding: .utf8),
           let holder = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)),
           holder != getpid(), kill(holder, 0) == 0 || errno == EPERM {
            return false
        }
        let descriptor = open(lock, O_RDWR)
        guard descriptor >= 0 else { return true }   // no lock file: no SwiftPM has used the folder
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        flock(descriptor, LOCK_UN)
        return true
    }
}
