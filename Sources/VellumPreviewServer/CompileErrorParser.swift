/// Finds the errors in `swift build`'s output: `path:line:column: error: message`
/// lines (the compiler's), and `error: message` lines (SwiftPM's, the linker's),
/// each once, in the order printed.
///
/// ```swift
/// CompileErrorParser.errors(in: "/p/Sources/A/B.swift:3:9: error: cannot find 'x' in scope", packageRoot: "/p")
/// // [CompileError(file: "Sources/A/B.swift", line: 3, column: 9, message: "cannot find 'x' in scope")]
/// ```
package enum CompileErrorParser {
    /// At most this many errors are kept.
    package static let limit = 50

    /// The errors in `output`; paths under `packageRoot` are made relative to it.
    package static func errors(in output: String, packageRoot: String? = nil) -> [CompileError] {
        var errors: [CompileError] = []
        for rawLine in output.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = stripColours(String(rawLine))
            guard let error = parse(line, packageRoot: packageRoot), !errors.contains(error) else { continue }
            errors.append(error)
            if errors.count == limit { break }
        }
        // "emit-module command failed …" only says that a located error happened.
        if errors.contains(where: { $0.file != nil }) {
            errors.removeAll { $0.file == nil && $0.message.contains(" command failed with exit code") }
        }
        return errors
    }

    /// The error on one line, or nil.
    static func parse(_ line: String, packageRoot: String?) -> CompileError? {
        if line.hasPrefix("error: ") {
            let message = String(line.dropFirst(7))
            return message.isEmpty ? nil : CompileError(file: nil, line: nil, column: nil, message: message)
        }
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound]
        let message = String(line[marker.upperBound...])
        // location is `path:line:column` or `path:line`; the path itself may hold colons.
        let pieces = location.split(separator: ":", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        var pathPieces = pieces[...]
        while numbers.count < 2, let last = pathPieces.last, let number = Int(last), number > 0 {
            numbers.insert(number, at: 0)
            pathPieces = pathPieces.dropLast()
        }
        guard !numbers.isEmpty, !pathPieces.isEmpty else { return nil }
        var path = pathPieces.joined(separator: ":")
        if let root = packageRoot {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(prefix) { path = String(path.dropFirst(prefix.count)) }
        }
        return CompileError(file: path, line: numbers[0], column: numbers.count > 1 ? numbers[1] : nil, message: message)
    }

    /// `line` without ANSI colour escapes (`ESC [ … m`).
    private static func stripColours(_ line: String) -> String {
        guard line.contains("\u{1B}") else { return line }
        var result = ""
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                while let next = scalars.next(), !(next.properties.isAlphabetic) {}
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
