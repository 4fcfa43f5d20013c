// `Color` prints as SwiftUI prints it: a standard colour by its name, a colour
// made from components as `#RRGGBBAA`, an asset colour by its name.

extension Color: CustomStringConvertible {
    /// The colour's name (`"red"`, `"primary"`, `"accentColor"`), its sRGB
    /// components as `#RRGGBBAA` (`"#FF800080"`), or, for an asset colour,
    /// `NamedColor(name: "Brand", bundle: nil)`, as SwiftUI describes it.
    ///
    /// ```swift
    /// Text("Colour: \(Color.orange.description)")   // Colour: orange
    /// ```
    public var description: String {
        if let name = Self.standardNames.first(where: { $0.color == self })?.name { return name }
        switch provider {
        case .fixed(let c): return Self.hex(c.red, c.green, c.blue, c.alpha)
        case .displayP3(let r, let g, let b, let a): return "DisplayP3(red: \(r), green: \(g), blue: \(b), opacity: \(a))"
        case .named(let name): return "NamedColor(name: \"\(name)\", bundle: nil)"
        case .faded(let base, let opacity): return "\(Int((opacity * 100).rounded()))% \(Color(provider: base).description)"
        default: return "Color"
        }
    }

    private static let standardNames: [(name: String, color: Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal),
        ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
        ("gray", .gray), ("white", .white), ("black", .black), ("clear", .clear), ("primary", .primary),
        ("secondary", .secondary), ("accentColor", .accentColor),
    ]

    private static func hex(_ components: Double...) -> String {
        "#" + components.map { c -> String in
            let byte = Int((Swift.min(1, Swift.max(0, c)) * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
