/// An sRGB colour with 8-bit channels and a fractional alpha.
struct CanonicalColor: Sendable, Equatable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: Double

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = min(1, max(0, alpha))
    }

    /// Rounds and clamps a channel given on a 0–255 scale.
    static func channel(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8(min(255, max(0, value.rounded())))
    }

    func hash(into hasher: inout StableHasher, quantum: Double) {
        hasher.combine(UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue))
        hasher.combine(number: alpha, quantum: quantum)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    var display: String {
        var text = "#" + Self.hex(red) + Self.hex(green) + Self.hex(blue)
        if alpha < 1 {
            text += Self.hex(Self.channel(alpha * 255))
        }
        return text
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xf)])
    }
}
