/// Writes files so that an interrupted or failed write never leaves a
/// half-written file: the bytes go to a temporary file in the same folder,
/// which then replaces the target in one rename.
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw VellumError(.writeFailed, subject: url.path,
                              message: "Could not write \(url.path): \(error.localizedDescription). Check that the folder exists and is writable; the previous file, if any, is unchanged.")
        }
    }
}
