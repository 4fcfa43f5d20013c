#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A copy of the built previews' program, which the host runs so that the
/// next build can replace the original while the old host still serves.
///
/// The copy is written through a close-on-exec descriptor. A plain copy's
/// descriptor, open for writing while another thread of this process starts a
/// child, is inherited by that child; while the child lives, running the copy
/// fails with "Text file busy" (`ETXTBSY`). Test runs and `vellum preview` start
/// children on several threads at once, so the window is real.
///
/// ```swift
/// try ProgramCopy.replace(program.appendingPathExtension("live-2"), withCopyOf: program)
/// ```
package enum ProgramCopy {
    /// A failure to copy, with the path and the system's reason.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Replaces `destination` by a copy of `source` (mode 0755).
    package static func replace(_ destination: URL, withCopyOf source: URL) throws {
        let bytes: Data
        do { bytes = try Data(contentsOf: source) } catch {
            throw Failure(description: "Could not read \(source.path): \(error.localizedDescription)")
        }
        _ = unlink(destination.path)
        let fd = open(destination.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw Failure(description: "Could not create \(destination.path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let written = PreviewHostProcess.writeAll(fd, bytes)
        guard written else { throw Failure(description: "Could not write \(destination.path): \(String(cString: strerror(errno)))") }
    }
}
