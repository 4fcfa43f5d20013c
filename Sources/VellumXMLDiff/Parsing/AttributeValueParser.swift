import VellumXML

/// Turns an attribute's text into a ``CanonicalValue``, choosing the grammar by the attribute's name.
enum AttributeValueParser {
    static func parse(name: String, raw: String) -> CanonicalValue {
        parse(kind: AttributeKind(name: name), raw: raw)
    }

    static func parse(kind: AttributeKind, raw: String) -> CanonicalValue {
        parse(kind: kind, collapsed: collapsingWhitespace(raw))
    }

    /// Parses a value whose whitespace is already collapsed (``collapsingWhitespace(_:)``).
    static func parse(kind: AttributeKind, collapsed trimmed: String) -> CanonicalValue {
        switch kind {
        case .pathData:
            if let path = try? PathDataParser.parse(trimmed) {
                return .path(path.absolute)
            }
            return .text(trimmed)
        case .style:
            return .style(StyleParser.parse(trimmed))
        case .link:
            if trimmed.hasPrefix("#") {
                return .reference(String(trimmed.dropFirst()), fallback: nil)
            }
            return .text(trimmed)
        case .identifier:
            return .text(trimmed)
        case .transform:
            if let matrix = TransformParser.parse(trimmed) {
                return .transform(matrix)
            }
            return .text(trimmed)
        case .paint:
            if startsWithURL(trimmed) {
                return reference(trimmed) ?? .text(trimmed)
            }
            return paint(trimmed)
        case .generic:
            if startsWithURL(trimmed) {
                return reference(trimmed) ?? .text(trimmed)
            }
            return numbers(trimmed) ?? .text(trimmed)
        }
    }

    /// Whether `text` starts with `url(` (checked on bytes: this runs for every paint and plain attribute).
    private static func startsWithURL(_ text: String) -> Bool {
        guard text.utf8.first == UInt8(ascii: "u") else { return false }
        return text.hasPrefix("url(")
    }

    /// A paint: `none`, `currentColor`, a colour or a reference with fallback.
    static func paint(_ text: String) -> CanonicalValue {
        let lowered = text.lowercased()
        if lowered == "none" || lowered == "currentcolor" || lowered == "inherit" {
            return .keyword(lowered)
        }
        if let color = ColorParser.parse(lowercased: lowered) {
            return .color(color)
        }
        return .text(text)
    }

    /// `url(#id)` or `url('#id') fallback`.
    static func reference(_ text: String) -> CanonicalValue? {
        let utf8 = text.utf8
        guard let close = utf8.firstIndex(of: UInt8(ascii: ")")),
            let open = utf8.index(utf8.startIndex, offsetBy: 4, limitedBy: close)
        else { return nil }
        var inner = trimmingWhitespace(text[open..<close])
        if let first = inner.utf8.first, first == UInt8(ascii: "'") || first == UInt8(ascii: "\""),
            inner.utf8.count >= 2, inner.utf8.last == first
        {
            inner = inner.dropFirst().dropLast()
        }
        guard inner.utf8.first == UInt8(ascii: "#") else { return nil }
        let rest = trimmingWhitespace(text[utf8.index(after: close)...])
        let fallback: CanonicalValue? = rest.isEmpty ? nil : paint(String(rest))
        return .reference(String(inner.dropFirst()), fallback: fallback)
    }

    /// `text` without leading and trailing XML whitespace, without copying.
    private static func trimmingWhitespace(_ text: Substring) -> Substring {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, NumberScanner.isWhitespace(utf8[start]) {
            start = utf8.index(after: start)
        }
        while end > start, NumberScanner.isWhitespace(utf8[utf8.index(before: end)]) {
            end = utf8.index(before: end)
        }
        return text[start..<end]
    }

    /// A list of numbers sharing one unit (`px` counts as none), or `nil`.
    static func numbers(_ text: String) -> CanonicalValue? {
        guard let first = text.utf8.first,
            NumberScanner.isDigit(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".")
        else { return nil }
        return NumberScanner.scanning(text) { scanner in numbers(&scanner) }
    }

    private static func numbers(_ scanner: inout NumberScanner) -> CanonicalValue? {
        // The first number is kept apart: a single plain number needs no array.
        var first = 0.0
        var count = 0
        var values: [Double] = []
        var unit: String?
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            guard let value = scanner.scanNumber() else { return nil }
            var suffix = scanner.scanUnit()
            if suffix == "px" { suffix = "" }
            if let unit, unit != suffix { return nil }
            unit = suffix
            if count == 0 {
                first = value
            } else {
                if count == 1 { values.append(first) }
                values.append(value)
            }
            count += 1
            if let byte = scanner.current, !NumberScanner.isWhitespace(byte), byte != UInt8(ascii: ","),
                !scanner.atNumberStart
            {
                return nil
            }
            scanner.skipSeparator()
        }
        guard count > 0 else { return nil }
        if count == 1 {
            return unit == "" ? .number(first) : .numbers([first], unit: unit ?? "")
        }
        return .numbers(values, unit: unit ?? "")
    }

    /// Whether ``collapsingWhitespace(_:)`` would change these UTF-8 bytes: whitespace at an end,
    /// or whitespace other than one single space between words.
    static func needsCollapsing(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousSpace = true
        for byte in bytes {
            let space = NumberScanner.isWhitespace(byte)
            if space && (previousSpace || byte != 0x20) {
                return true
            }
            previousSpace = space
        }
        return previousSpace && !bytes.isEmpty
    }

    /// Trims the ends and turns every run of XML whitespace into one space.
    static func collapsingWhitespace(_ text: String) -> String {
        var copy = text
        if !copy.withUTF8({ needsCollapsing($0) }) {
            return text
        }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if NumberScanner.isWhitespace(byte) {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace {
                    output.append(0x20)
                    pendingSpace = false
                }
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
