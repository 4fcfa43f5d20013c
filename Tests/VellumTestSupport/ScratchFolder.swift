import Foundation

/// Fresh empty folders under the temporary directory, for tests that write files.
package enum ScratchFolder {
    /// A new empty folder named `<prefix>-<a UUID>` under the temporary directory.
    package static func make(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
