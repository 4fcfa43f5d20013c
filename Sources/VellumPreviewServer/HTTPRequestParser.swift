/// Reads an HTTP/1.1 request head from bytes, strictly enough that a bad
/// request gets a clear `400` and never a crash: the request line, the header
/// fields, a bounded size, no control characters.
///
/// ```swift
/// switch HTTPRequestParser.parse(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)) {
/// case let .request(request, _): print(request.path)   // "/"
/// case .incomplete: break                              // read more
/// case let .invalid(reason): print(reason)             // answer 400
/// }
/// ```
package enum HTTPRequestParser {
    /// What the bytes read so far hold.
    package enum Outcome: Sendable, Equatable {
        /// A whole request head, and how many bytes it took.
        case request(HTTPRequest, consumed: Int)
        /// Not a whole head yet: read more.
        case incomplete
        /// Not a request this server accepts, and why.
        case invalid(String)
    }

    /// The longest head accepted.
    package static let maximumHeadSize = 16 * 1024

    /// Parses the head at the start of `bytes`.
    package static func parse(_ bytes: [UInt8]) -> Outcome {
        guard let end = headEnd(bytes) else {
            return bytes.count > maximumHeadSize ? .invalid("The request head is longer than \(maximumHeadSize) bytes.") : .incomplete
        }
        guard end.head <= maximumHeadSize else { return .invalid("The request head is longer than \(maximumHeadSize) bytes.") }
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var i = 0
        while i < end.head {
            if bytes[i] == UInt8(ascii: "\n") {
                var stop = i
                if stop > start, bytes[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
                lines.append(bytes[start..<stop])
                start = i + 1
            }
            i += 1
        }
        if start < end.head {
            var stop = end.head
            if bytes[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
            lines.append(bytes[start..<stop])
        }
        guard let first = lines.first, !first.isEmpty else { return .invalid("The request line is empty.") }
        guard let requestLine = String(validating: first, as: UTF8.self) else { return .invalid("The request line is not UTF-8.") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .invalid("The request line is not “METHOD TARGET HTTP/1.1”.") }
        let method = String(parts[0]), target = String(parts[1]), version = String(parts[2])
        guard !method.isEmpty, method.utf8.allSatisfy(isTokenByte) else { return .invalid("The method '\(printable(method))' is not a token.") }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return .invalid("The protocol '\(printable(version))' is not HTTP/1.1.") }
        guard target.hasPrefix("/"), target.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            return .invalid("The target '\(printable(target))' is not a path starting with /.")
        }
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = PercentDecoding.decode(pieces[0], plusIsSpace: false) else {
            return .invalid("The path '\(printable(target))' has a bad percent escape.")
        }
        guard !path.unicodeScalars.contains(where: { $0.value < 0x20 }) else { return .invalid("The path holds control characters.") }
        var query: [(name: String, value: String)] = []
        if pieces.count > 1 {
            guard let items = PercentDecoding.queryItems(pieces[1]) else { return .invalid("The query '\(printable(String(pieces[1])))' has a bad percent escape.") }
            query = items
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let text = String(validating: line, as: UTF8.self) else { return .invalid("A header field is not UTF-8.") }
            guard let colon = text.firstIndex(of: ":") else { return .invalid("The header line '\(printable(text))' has no colon.") }
            let name = text[..<colon]
            guard !name.isEmpty, name.utf8.allSatisfy(isTokenByte) else { return .invalid("The header name '\(printable(String(name)))' is not a token.") }
            let value = text[text.index(after: colon)...].trimmingSpaces
            guard !value.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) else {
                return .invalid("The header '\(name)' holds control characters.")
            }
            headers.append((name.lowercased(), value))
        }
        if version == "HTTP/1.1", !headers.contains(where: { $0.name == "host" }) {
            return .invalid("An HTTP/1.1 request needs a Host header.")
        }
        return .request(HTTPRequest(method: method, target: target, path: path, query: query, version: version, headers: headers),
                        consumed: end.consumed)
    }

    /// Where the head ends (before the blank line) and where the body starts.
    private static func headEnd(_ bytes: [UInt8]) -> (head: Int, consumed: Int)? {
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") {
                if bytes[i + 1] == UInt8(ascii: "\n") { return (i, i + 2) }
                if bytes[i + 1] == UInt8(ascii: "\r"), i + 2 < bytes.count, bytes[i + 2] == UInt8(ascii: "\n") { return (i, i + 3) }
            }
            i += 1
        }
        return nil
    }

    /// RFC 9110's `tchar`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// `text` cut to 60 characters with control characters shown as `?`, for messages.
    private static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(60).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
    }
}

private extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
