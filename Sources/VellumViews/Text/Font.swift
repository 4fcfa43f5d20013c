import Foundation
import VellumCore

/// An environment-dependent font.
///
/// ```swift
/// Text("Welcome").font(.title)
/// Text("Code").font(.system(size: 13, weight: .medium, design: .monospaced))
/// ```
public struct Font: Hashable, Sendable {
    /// A dynamic text style.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        /// The CSS-scale value (100…900).
        package let value: Int
        /// The ultra light weight.
        public static let ultraLight = Weight(value: 100)
        /// The thin weight.
        public static let thin = Weight(value: 200)
        /// The light weight.
        public static let light = Weight(value: 300)
        /// The regular weight.
        public static let regular = Weight(value: 400)
        /// The medium weight.
        public static let medium = Weight(value: 500)
        /// The semibold weight.
        public static let semibold = Weight(value: 600)
        /// The bold weight.
        public static let bold = Weight(value: 700)
        /// The heavy weight.
        public static let heavy = Weight(value: 800)
        /// The black weight.
        public static let black = Weight(value: 900)
    }

    /// A font design.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// Whether digits and other characters take fixed widths.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    enum Base: Hashable, Sendable {
        case style(TextStyle, Design?, Weight?)
        case system(size: CGFloat, weight: Weight?, design: Design?)
        case custom(String, size: CGFloat)
    }

    let base: Base
    var weight: Weight?
    var isItalic = false
    var isBold = false
    var hasMonospacedDigits = false
    var isMonospaced = false
    var smallCapitals: ResolvedFont.SmallCaps = []
    /// The text style a custom font scales with (`custom(_:size:)` scales with
    /// body); nil for a font that keeps its size.
    var scalingStyle: TextStyle?

    init(base: Base, scalingStyle: TextStyle? = nil) { self.base = base; self.scalingStyle = scalingStyle }

    /// The large title text style, at the Large Dynamic Type size.
    public static let largeTitle = Font(base: .style(.largeTitle, nil, nil))
    /// The title text style, at the Large Dynamic Type size.
    public static let title = Font(base: .style(.title, nil, nil))
    /// The title 2 text style, at the Large Dynamic Type size.
    public static let title2 = Font(base: .style(.title2, nil, nil))
    /// The title 3 text style, at the Large Dynamic Type size.
    public static let title3 = Font(base: .style(.title3, nil, nil))
    /// The headline text style, at the Large Dynamic Type size.
    public static let headline = Font(base: .style(.headline, nil, nil))
    /// The subheadline text style, at the Large Dynamic Type size.
    public static let subheadline = Font(base: .style(.subheadline, nil, nil))
    /// The body text style, at the Large Dynamic Type size.
    public static let body = Font(base: .style(.body, nil, nil))
    /// The callout text style, at the Large Dynamic Type size.
    public static let callout = Font(base: .style(.callout, nil, nil))
    /// The footnote text style, at the Large Dynamic Type size.
    public static let footnote = Font(base: .style(.footnote, nil, nil))
    /// The caption text style, at the Large Dynamic Type size.
    public static let caption = Font(base: .style(.caption, nil, nil))
    /// The caption 2 text style, at the Large Dynamic Type size.
    public static let caption2 = Font(base: .style(.caption2, nil, nil))

    /// A system font of a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style, design, weight))
    }
    /// A system font of a fixed size: it does not scale with Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: clamped(size), weight: weight, design: design))
    }

    /// A point size kept within 0…1,000,000 (NaN: the body size).
    static func clamped(_ size: CGFloat) -> CGFloat { size.isNaN ? 17 : Swift.min(1_000_000, Swift.max(0, size)) }
    /// A custom font by name (resolved to the bundled families by its name)
    /// that scales with the body text style under Dynamic Type.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(base: .custom(name, size: clamped(size)), scalingStyle: .body) }
    /// A custom font that scales with Dynamic Type as `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name, size: clamped(size)), scalingStyle: textStyle)
    }
    /// A custom font of a fixed size: it does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(base: .custom(name, size: clamped(fixedSize))) }

    /// The font with a weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// The bold version (the text style's emphasized weight).
    public func bold() -> Font { var f = self; f.isBold = true; return f }
    /// The italic version.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The monospaced version.
    public func monospaced() -> Font { var f = self; f.isMonospaced = true; return f }
    /// The version with fixed-width digits.
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }
    /// The font with a different leading (accepted; line spacing is the style's own).
    public func leading(_ leading: Leading) -> Font { self }
    /// The version that draws every letter as a small capital: a capital as
    /// tall as the font's lowercase letters.
    ///
    /// ```swift
    /// Text("Chapter One").font(.headline.smallCaps())
    /// ```
    public func smallCaps() -> Font { var f = self; f.smallCapitals = [.lowercase, .uppercase]; return f }
    /// The version that draws lowercase letters as small capitals; capitals stay.
    public func lowercaseSmallCaps() -> Font { var f = self; f.smallCapitals.insert(.lowercase); return f }
    /// The version that draws uppercase letters as small capitals; lowercase letters stay.
    public func uppercaseSmallCaps() -> Font { var f = self; f.smallCapitals.insert(.uppercase); return f }
}

extension Font {
    /// Size, weight and emphasized weight of each text style at a Dynamic Type
    /// size (Large, the default, unless given; swiftui-facts §1 and
    /// ``TextStyleMetrics``). The weights are the same at every size.
    static func metrics(_ style: TextStyle, at typeSize: DynamicTypeSize = .large) -> (size: CGFloat, weight: Weight, emphasized: Weight) {
        let size = TextStyleMetrics.pointSize(style, at: typeSize)
        switch style {
        case .largeTitle, .title, .title2: return (size, .regular, .bold)
        case .headline: return (size, .semibold, .semibold)
        case .title3, .body, .callout, .subheadline, .footnote, .caption, .caption2: return (size, .regular, .semibold)
        }
    }

    /// The font resolved with the environment's weight and italic overrides,
    /// at a Dynamic Type size: a text style takes its size there, a custom
    /// font that scales is scaled as its text style is; a fixed size stays.
    package func resolved(weight override: Weight? = nil, italic forceItalic: Bool = false,
                          dynamicTypeSize typeSize: DynamicTypeSize = .large) -> ResolvedFont {
        var size: CGFloat, w: Weight, emphasized = Weight.bold, design: Design = .default, family: String? = nil
        var lineGap: CGFloat = 0
        switch base {
        case .style(let s, let d, let wt):
            let m = Font.metrics(s, at: typeSize)
            size = m.size; w = wt ?? m.weight; emphasized = m.emphasized; design = d ?? .default
            lineGap = TextStyleMetrics.leading(s, at: typeSize) - size * ResolvedFont.systemLineHeight
        case .system(let s, let wt, let d):
            size = s; w = wt ?? .regular; design = d ?? .default
        case .custom(let name, let s):
            size = s; w = .regular; family = name
            if let style = scalingStyle, typeSize != .large { size = s * TextStyleMetrics.scaleFactor(style, at: typeSize) }
        }
        if let weight { w = weight }
        if let override { w = override }
        if isBold { w = Weight(value: Swift.max(w.value, emphasized.value)) }
        if isMonospaced { design = .monospaced }
        let rd: ResolvedFont.Design
        switch design {
        case .default: rd = .default
        case .serif: rd = .serif
        case .rounded: rd = .rounded
        case .monospaced: rd = .monospaced
        }
        var resolved = ResolvedFont(size: size, weight: w.value, design: rd, italic: isItalic || forceItalic,
                                    family: family, monospacedDigit: hasMonospacedDigits, lineGap: lineGap)
        resolved.smallCaps = smallCapitals
        return resolved
    }
}
