#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VellumXMLDiff

/// Reads one named file for `vellum diff`: a regular file only, at most a given
/// number of bytes, and valid UTF-8 text.
enum DiffFileReader {
    static func read(_ path: String, limit: Int) throws -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw XMLDiffError(.unreadable, file: path, message: "cannot open: \(systemMessage(errno))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw XMLDiffError(.unreadable, file: path, message: "cannot inspect: \(systemMessage(errno))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw XMLDiffError(.unreadable, file: path, message: "not a regular file; pass an .svg file")
        }
        if Int(status.st_size) > limit {
            throw tooLarge(path, size: Int(status.st_size), limit: limit)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                readBytes(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw XMLDiffError(.unreadable, file: path, message: "cannot read: \(systemMessage(errno))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit {
                throw tooLarge(path, size: bytes.count, limit: limit)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw XMLDiffError(.binary, file: path, message: "not UTF-8 text: this looks like a binary file, not SVG")
        }
        return text
    }

    private static func tooLarge(_ path: String, size: Int, limit: Int) -> XMLDiffError {
        XMLDiffError(.tooLarge, file: path, message: "file is over the limit of \(limit) bytes (\(size) or more)")
    }

    private static func systemMessage(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }

    private static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #else
        return Darwin.read(descriptor, buffer, count)
        #endif
    }
}
