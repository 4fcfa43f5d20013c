import Foundation

/// Reads and atomically writes snapshot files.
package enum SnapshotFileStore {
    /// References larger than this are refused rather than read.
    static let readLimit = 64 << 20

    /// Writes `text` to a temporary file in the destination's directory, then renames it over `path`.
    static func writeAtomically(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let name = (path as NSString).lastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(".\(name).tmp-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            try? FileManager.default.removeItem(atPath: temporary)   // a partial file, if any
            throw SnapshotMessage("could not write \(temporary): check that \(directory) is writable")
        }
        if rename(temporary, path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw SnapshotMessage("could not move \(temporary) to \(path) (errno \(code))")
        }
    }

    /// The file's text, `nil` if it does not exist; throws if unreadable, too large or not UTF-8.
    ///
    /// One `stat` answers existence, kind and size (FileManager's attributes
    /// would also look the owner up in the user database, on every assertion).
    package static func read(_ path: String) throws -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw SnapshotMessage("\(path) is a directory, not a reference SVG")
        }
        if Int64(info.st_size) > Int64(readLimit) {
            throw SnapshotMessage("\(path) is over \(readLimit) bytes; refusing to read it")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let text = String(data: data, encoding: .utf8) else {
            throw SnapshotMessage("\(path) is not UTF-8 text")
        }
        return text
    }

    /// Removes a file if it exists.
    static func remove(_ path: String) {
        if FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
