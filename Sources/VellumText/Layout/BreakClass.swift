/// A practical subset of the line-breaking classes of UAX #14, enough for
/// spaces, hyphens, CJK text and its punctuation.
enum BreakClass: Sendable {
    /// A breaking space (SP, BA spaces): a line may end after it; it hangs.
    case space
    /// A hyphen or dash (HY, BA): a line may end after it.
    case hyphen
    /// Ideographs, kana, Hangul syllables and emoji (ID): lines may break before and after.
    case ideographic
    /// Opening punctuation (OP): no break after it.
    case open
    /// Closing punctuation, small kana, the prolonged sound mark (CL, CP, IS, EX, NS):
    /// no break before it.
    case close
    /// CJK closing punctuation and small kana (fullwidth CL, NS): no break before
    /// it, a break after it.
    case closeIdeographic
    /// No-break space and word joiner (GL, WJ): no break on either side.
    case glue
    /// Zero-width space (ZW): a break after it.
    case zeroWidthSpace
    /// A decimal digit (NU): no break between a hyphen and it.
    case numeric
    /// Everything else (AL and friends): no break between two of them.
    case other

    private static let closing: Set<Unicode.Scalar> = Set(
        ")]},.;:!?%\u{2019}\u{201D}\u{00BB}\u{203A}、。，．：；！？）］｝」』】〉》〕〗〙〛｠〟"
            .unicodeScalars)
    private static let nonStarters: Set<Unicode.Scalar> = Set(
        "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿーヽヾゝゞ々〻・‼⁇⁈⁉"
            .unicodeScalars)
    private static let opening: Set<Unicode.Scalar> = Set(
        "([{\u{2018}\u{201C}\u{00AB}\u{2039}（［｛「『【〈《〔〖〘〚｟〝".unicodeScalars)

    /// The class of `character` (by its first scalar).
    init(_ character: Character) {
        guard let s = character.unicodeScalars.first else { self = .other; return }
        let v = s.value
        switch v {
        case 0x00A0, 0x2007, 0x202F, 0x2060, 0xFEFF: self = .glue; return
        case 0x200B: self = .zeroWidthSpace; return
        case 0x0020, 0x0009, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F: self = .space; return
        case 0x002D, 0x2010, 0x2012, 0x2013, 0x2014, 0x00AD: self = .hyphen; return
        default: break
        }
        if BreakClass.closing.contains(s) || BreakClass.nonStarters.contains(s) {
            self = v >= 0x3000 ? .closeIdeographic : .close
            return
        }
        if BreakClass.opening.contains(s) { self = .open; return }
        if s.properties.numericType == .decimal { self = .numeric; return }
        if SwiftUITextMetrics.hangulWordPriority, BreakClass.isHangul(s) { self = .other; return }
        if BreakClass.isIdeographic(s) { self = .ideographic; return }
        self = .other
    }

    private static func isHangul(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: return true
        default: return false
        }
    }

    private static func isIdeographic(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3000...0x303F, 0x3040...0x309F, 0x30A0...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x20000...0x3FFFF:
            return true
        default:
            return s.properties.isIdeographic || s.properties.isEmojiPresentation
        }
    }

    /// Whether a line may break between a character of class `before` and one of
    /// class `after`. `hyphenIsSign` tells whether a hyphen in `before` follows a
    /// space or starts the paragraph (then it is a sign, not a hyphen: no break).
    static func allowsBreak(between before: BreakClass, and after: BreakClass, hyphenIsSign: Bool) -> Bool {
        switch (before, after) {
        case (_, .space), (_, .glue), (.glue, _), (_, .zeroWidthSpace): return false   // LB7, LB11, LB12
        case (_, .close), (_, .closeIdeographic): return false                         // LB13, LB21
        case (.open, _): return false                                                  // LB14
        case (.space, _), (.zeroWidthSpace, _), (.closeIdeographic, _): return true   // LB18, LB8, LB31
        case (.hyphen, .numeric): return false                                         // LB25
        case (.hyphen, _): return !hyphenIsSign                                        // LB21a-ish
        case (.ideographic, _), (_, .ideographic): return true                        // LB31 for ID
        default: return false                                                          // LB28, LB29…
        }
    }
}
