/// Parses CSS/SVG colour syntax: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, names,
/// `rgb()`/`rgba()` (numbers or percentages, commas or spaces) and `transparent`.
enum ColorParser {
    static func parse(_ text: String) -> CanonicalColor? {
        let lowered = text.lowercased()
        if lowered.hasPrefix("#") {
            return hex(lowered.dropFirst())
        }
        if lowered == "transparent" {
            return CanonicalColor(red: 0, green: 0, blue: 0, alpha: 0)
        }
        if let value = CSSColorNames.lookup(lowered) {
            return CanonicalColor(
                red: UInt8(value >> 16 & 0xff), green: UInt8(value >> 8 & 0xff), blue: UInt8(value & 0xff))
        }
        if lowered.hasPrefix("rgb(") || lowered.hasPrefix("rgba(") {
            return functional(lowered)
        }
        return nil
    }

    private static func hex(_ digits: Substring) -> CanonicalColor? {
        var values: [UInt8] = []
        for character in digits.utf8 {
            guard let digit = hexDigit(character) else { return nil }
            values.append(digit)
        }
        switch values.count {
        case 3, 4:
            let channels = values.map { $0 << 4 | $0 }
            let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
            return CanonicalColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        case 6, 8:
            var channels: [UInt8] = []
            for index in stride(from: 0, to: values.count, by: 2) {
                channels.append(values[index] << 4 | values[index + 1])
            }
            let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
            return CanonicalColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        default:
            return nil
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }

    private static func functional(_ text: String) -> CanonicalColor? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        return NumberScanner.scanning(inner) { scanner in channels(&scanner) }
    }

    private static func channels(_ scanner: inout NumberScanner) -> CanonicalColor? {
        var channels: [Double] = []
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            guard let value = scanner.scanNumber() else { return nil }
            let percent = scanner.current == UInt8(ascii: "%")
            if percent { scanner.index += 1 }
            let isAlpha = channels.count == 3
            if isAlpha {
                channels.append(percent ? value / 100 : value)
            } else {
                channels.append(percent ? value * 255 / 100 : value)
            }
            scanner.skipWhitespace()
            if scanner.current == UInt8(ascii: ",") || scanner.current == UInt8(ascii: "/") {
                scanner.index += 1
                scanner.skipWhitespace()
            }
        }
        guard channels.count == 3 || channels.count == 4 else { return nil }
        return CanonicalColor(
            red: CanonicalColor.channel(channels[0]),
            green: CanonicalColor.channel(channels[1]),
            blue: CanonicalColor.channel(channels[2]),
            alpha: channels.count == 4 ? channels[3] : 1)
    }
}
