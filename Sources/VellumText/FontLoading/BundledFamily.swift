/// A family of fonts shipped in `Fonts/` (see `Fonts/README.md`).
package enum BundledFamily: String, Hashable, Sendable, CaseIterable {
    /// Inter: the system design, standing in for SF Pro (also serves `.serif` and `.rounded`).
    case inter
    /// JetBrains Mono: the `.monospaced` design.
    case mono
    /// Noto Sans Hebrew: fallback for Hebrew, which Inter lacks.
    case hebrew
    /// Noto Sans Arabic: fallback for Arabic, which Inter lacks.
    case arabic
    /// WenQuanYi Micro Hei: fallback for Chinese, Japanese kana and Korean Hangul.
    case cjk
    /// Noto Color Emoji: emoji, drawn from the colour bitmaps it holds.
    case emoji
}
