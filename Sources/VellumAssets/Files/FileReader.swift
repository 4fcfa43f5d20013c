import Foundation
import VellumCore
import VellumGeometry

/// Reads whole files, never more than a limit, and only regular files (after
/// resolving symbolic links), so a device file or a huge file cannot hang or
/// exhaust memory.
package enum FileReader {
    /// The bytes of the file at `url`.
    ///
    /// - Parameters:
    ///   - limit: the most bytes accepted.
    ///   - what: how the file is described in errors, e.g. its path.
    /// - Throws: `VellumError` `.unreadableFile` (missing, not a regular file, I/O
    ///   failure) or `.tooLarge`.
    package static func read(_ url: URL, limit: Int, what: String) throws -> Data {
        let resolved = url.resolvingSymlinksInPath()
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path) else {
            throw VellumError.unreadableFile(what, "does not exist or cannot be read",
                                             fix: "Check the path, or add the file.")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw VellumError.unreadableFile(what, "is not a regular file", fix: "Replace it with a regular file.")
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > limit {
            throw tooLarge(what, size: size, limit: limit)
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: resolved)
            defer { try? handle.close() }
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw VellumError.unreadableFile(what, "cannot be read (\(error.localizedDescription))",
                                             fix: "Check the file's permissions.")
        }
        guard data.count <= limit else { throw tooLarge(what, size: data.count, limit: limit) }
        return data
    }

    private static func tooLarge(_ what: String, size: Int, limit: Int) -> VellumError {
        .tooLarge(what, "is \(size) bytes or more, beyond the limit of \(limit) bytes",
                  fix: "Use a smaller file.")
    }
}
