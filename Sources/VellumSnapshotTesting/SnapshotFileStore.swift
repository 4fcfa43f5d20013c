import Foundation

/// Reads and atomically writes snapshot files.
enum SnapshotFileStore {
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
    static func read(_ path: String) throws -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            throw SnapshotMessage("\(path) is a directory, not a reference SVG")
        }
        let attributes = try manager.attributesOfItem(atPath: path)
        if let size = attributes[.size] as? NSNumber, size.intValue > readLimit {
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
