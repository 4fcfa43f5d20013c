import Foundation

/// Runs one of the package's finder scripts (`scripts/chromium`, `scripts/rsvg`),
/// which print a tool's path or install it, and fail with a message that says
/// what to install when they cannot.
package enum ToolFinder {
    /// The path the script `name` prints, or a failure carrying its message.
    package static func find(_ name: String, needed what: String) -> Result<String, BrowserDriver.Failure> {
        let script = PackageRoot.script(name)
        let process = Process()
        process.executableURL = script
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return .failure(.init(description: "could not run \(script.path): \(error)")) }
        let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, !path.isEmpty else {
            return .failure(.init(description: "this test needs \(what) and scripts/\(name) found none: \(message)"))
        }
        return .success(path)
    }
}
