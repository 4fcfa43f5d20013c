import VellumXML

/// Parses CSS/SVG colour syntax: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, names,
/// `rgb()`/`rgba()` (numbers or percentages, commas or spaces) and `transparent`.
enum ColorParser {
    /// Parses a colour already lower-cased (as ``AttributeValueParser/paint(_:)`` has it).
    static func parse(lowercased lowered: String) -> CanonicalColor? {
        if lowered.utf8.first == UInt8(ascii: "#") {
            return hex(lowered.utf8.dropFirst())
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

    /// `rgb`, `rgba`, `rrggbb` or `rrggbbaa` hex digits (lower case), read without allocating.
    private static func hex(_ digits: Substring.UTF8View) -> CanonicalColor? {
        var packed: UInt32 = 0
        var count = 0
        for character in digits {
            guard count < 8, let digit = hexDigit(character) else { return nil }
            packed = packed << 4 | UInt32(digit)
            count += 1
        }
        func byte(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: packed >> shift) }
        func nibble(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: packed >> shift & 0xf) * 0x11 }
        switch count {
        case 3:
            return CanonicalColor(red: nibble(8), green: nibble(4), blue: nibble(0))
        case 4:
            return CanonicalColor(red: nibble(12), green: nibble(8), blue: nibble(4), alpha: Double(nibble(0)) / 255)
        case 6:
            return CanonicalColor(red: byte(16), green: byte(8), blue: byte(0))
        case 8:
            return CanonicalColor(red: byte(24), green: byte(16), blue: byte(8), alpha: Double(byte(0)) / 255)
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
