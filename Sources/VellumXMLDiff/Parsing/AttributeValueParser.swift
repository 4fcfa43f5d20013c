/// Turns an attribute's text into a ``CanonicalValue``, choosing the grammar by the attribute's name.
enum AttributeValueParser {
    static func parse(name: String, raw: String) -> CanonicalValue {
        parse(kind: AttributeKind(name: name), raw: raw)
    }

    static func parse(kind: AttributeKind, raw: String) -> CanonicalValue {
        let trimmed = collapsingWhitespace(raw)
        switch kind {
        case .pathData:
            if let path = PathDataParser.parse(trimmed) {
                return .path(path)
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
            if trimmed.hasPrefix("url(") {
                return reference(trimmed) ?? .text(trimmed)
            }
            return paint(trimmed)
        case .generic:
            if trimmed.hasPrefix("url(") {
                return reference(trimmed) ?? .text(trimmed)
            }
            return numbers(trimmed) ?? .text(trimmed)
        }
    }

    /// A paint: `none`, `currentColor`, a colour or a reference with fallback.
    static func paint(_ text: String) -> CanonicalValue {
        let lowered = text.lowercased()
        if lowered == "none" || lowered == "currentcolor" || lowered == "inherit" {
            return .keyword(lowered)
        }
        if let color = ColorParser.parse(text) {
            return .color(color)
        }
        return .text(text)
    }

    /// `url(#id)` or `url('#id') fallback`.
    static func reference(_ text: String) -> CanonicalValue? {
        guard let close = text.firstIndex(of: ")") else { return nil }
        var inner = text[text.index(text.startIndex, offsetBy: 4)..<close]
            .trimmingCharacters(in: " \t\n\r")
        if inner.count >= 2, let first = inner.first, first == "'" || first == "\"", inner.last == first {
            inner = String(inner.dropFirst().dropLast())
        }
        guard inner.hasPrefix("#") else { return nil }
        let rest = text[text.index(after: close)...].trimmingCharacters(in: " \t\n\r")
        let fallback: CanonicalValue? = rest.isEmpty ? nil : paint(rest)
        return .reference(String(inner.dropFirst()), fallback: fallback)
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
        var values: [Double] = []
        var unit: String?
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            guard let value = scanner.scanNumber() else { return nil }
            var suffix = scanner.scanUnit()
            if suffix == "px" { suffix = "" }
            if let unit, unit != suffix { return nil }
            unit = suffix
            values.append(value)
            if let byte = scanner.current, !NumberScanner.isWhitespace(byte), byte != UInt8(ascii: ","),
                !scanner.atNumberStart
            {
                return nil
            }
            scanner.skipSeparator()
        }
        guard !values.isEmpty else { return nil }
        if values.count == 1, unit == "" {
            return .number(values[0])
        }
        return .numbers(values, unit: unit ?? "")
    }

    /// Trims the ends and turns every run of XML whitespace into one space.
    static func collapsingWhitespace(_ text: String) -> String {
        var needsWork = false
        var previousSpace = true
        for byte in text.utf8 {
            let space = NumberScanner.isWhitespace(byte)
            if space && (previousSpace || byte != 0x20) {
                needsWork = true
                break
            }
            previousSpace = space
        }
        if !needsWork && previousSpace && !text.isEmpty {
            needsWork = true
        }
        if !needsWork {
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
