import VellumViews

/// A cell of the iPhone's number pad, in reading order.
enum NumberPadKey: Equatable {
    /// A digit key with the letters of a phone dial beneath it (none on 1 and 0).
    case digit(String, letters: String)
    /// A caption without a key (the decimal pad's separator, the phone pad's `+*#`).
    case symbol(String)
    /// An empty corner.
    case blank
    /// The delete glyph, without a key.
    case delete

    /// The twelve cells of the pad for `type`: 1–9, then the bottom row.
    static func layout(_ type: UIKeyboardType) -> [NumberPadKey] {
        let dial = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        var keys = dial.enumerated().map { NumberPadKey.digit(String($0.offset + 1), letters: $0.element) }
        switch type {
        case .decimalPad: keys += [.symbol("."), .digit("0", letters: ""), .delete]
        case .phonePad: keys += [.symbol("+ * #"), .digit("0", letters: "+"), .delete]
        default: keys += [.blank, .digit("0", letters: ""), .delete]
        }
        return keys
    }
}
