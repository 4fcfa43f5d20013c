import VellumViews

/// The keys of the letters keyboard for a field: letters (capitals or not)
/// or, for `numbersAndPunctuation` (and the number pads on an iPad, which
/// has no pad), the numbers layer; and the keys of the bottom row.
struct KeyboardLayer {
    /// Whether this is the numbers and punctuation layer.
    let isNumbers: Bool
    /// Whether the letters are capitals (shift on).
    let capitals: Bool

    init(request: KeyboardRequest, isPad: Bool) {
        isNumbers = request.keyboardType == .numbersAndPunctuation || (isPad && request.isNumberPad)
        capitals = request.showsCapitals
    }

    /// The captions of the three rows above the bottom row.
    var rows: [[String]] {
        if isNumbers {
            return [["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"],
                    ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\u{201C}"],
                    [".", ",", "?", "!", "\u{2019}"]]
        }
        let letters = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
        return letters.map { row in row.map { capitals ? String($0) : String($0).lowercased() } }
    }

    /// A key of the bottom row between the mode key (123) and the return key.
    struct BottomKey: Equatable {
        let caption: String
        /// Whether the key takes the width the others leave (the space bar, or `.com`).
        let isFlexible: Bool
    }

    /// The bottom row's middle keys for a keyboard type, as iOS lays them out.
    static func bottomRow(_ type: UIKeyboardType) -> [BottomKey] {
        let space = BottomKey(caption: "space", isFlexible: true)
        func fixed(_ caption: String) -> BottomKey { BottomKey(caption: caption, isFlexible: false) }
        switch type {
        case .emailAddress: return [space, fixed("@"), fixed(".")]
        case .URL: return [fixed("."), fixed("/"), BottomKey(caption: ".com", isFlexible: true)]
        case .twitter: return [space, fixed("@"), fixed("#")]
        case .webSearch: return [space, fixed(".")]
        default: return [space]
        }
    }
}
