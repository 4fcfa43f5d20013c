import Foundation

/// UIKit's font type, for code that writes `Font(UIFont.preferredFont(forTextStyle: .body))`
/// or `Font(UIFont.systemFont(ofSize: 15, weight: .medium))` (see `UIColor` for
/// why UIKit names live in Vellum). Each `UIFont` is the SwiftUI `Font` it draws as.
///
/// ```swift
/// Text("Total").font(Font(UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .semibold)))
/// ```
public final class UIFont: Hashable, Sendable {
    /// A font weight on UIKit's scale (−1…1; regular is 0).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// The raw value.
        public let rawValue: CGFloat
        /// A weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light (−0.8).
        public static let ultraLight = Weight(-0.8)
        /// Thin (−0.6).
        public static let thin = Weight(-0.6)
        /// Light (−0.4).
        public static let light = Weight(-0.4)
        /// Regular (0).
        public static let regular = Weight(0)
        /// Medium (0.23).
        public static let medium = Weight(0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(0.3)
        /// Bold (0.4).
        public static let bold = Weight(0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(0.56)
        /// Black (0.62).
        public static let black = Weight(0.62)

        /// The SwiftUI weight nearest to this one.
        var fontWeight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                                   (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            let value = rawValue.isNaN ? 0 : rawValue
            return table.min { abs($0.0 - value) < abs($1.0 - value) }?.1 ?? .regular
        }
    }

    /// A Dynamic Type text style, with UIKit's names (`title1`, `caption1`).
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// The raw value.
        public let rawValue: String
        /// A style from its UIKit name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The large title style.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title style.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title style.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title style.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline style.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The subheadline style.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The body style.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout style.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The footnote style.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The first-level caption style.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The second-level caption style.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's text style of the same name (body for an unknown one).
        var fontTextStyle: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            default: return .body
            }
        }
    }

    /// The SwiftUI font this font draws as.
    package let font: Font
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The font's name (`.SFUI-Regular` for the system font).
    public let fontName: String

    init(font: Font, pointSize: CGFloat, fontName: String) { self.font = font; self.pointSize = pointSize; self.fontName = fontName }

    /// The system font at a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.fontWeight), pointSize: fontSize, fontName: ".SFUI-Regular")
    }
    /// The regular system font at a size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font at a size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: Font.system(size: fontSize).italic(), pointSize: fontSize, fontName: ".SFUI-RegularItalic")
    }
    /// The monospaced system font at a size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.fontWeight, design: .monospaced), pointSize: fontSize, fontName: ".SFMono-Regular")
    }
    /// The system font with fixed-width digits, at a size and weight.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: Font.system(size: fontSize, weight: weight.fontWeight).monospacedDigit(), pointSize: fontSize, fontName: ".SFUI-Regular")
    }
    /// The font of a text style at the Dynamic Type size of the view being
    /// drawn (its environment's `dynamicTypeSize`, as UIKit answers for the
    /// current content size category): 17 pt body at Large, 53 pt at
    /// accessibility5; Large outside a body.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let s = style.fontTextStyle
        return UIFont(font: .system(s), pointSize: Font.metrics(s, at: EnvironmentValues.current.dynamicTypeSize).size, fontName: ".SFUI-Regular")
    }
    /// The font of a text style at the Dynamic Type size of the view being
    /// drawn; the traits are not used (they have only an interface style).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// A font by name, resolved as `Font.custom(_:size:)` resolves it (never nil).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(font: .custom(fontName, fixedSize: fontSize), pointSize: fontSize, fontName: fontName)
    }

    /// The same font at another size (a text style's font becomes a system font of that size).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        let base: Font.Base
        switch font.base {
        case .custom(let name, _): base = .custom(name, size: Font.clamped(fontSize))
        case .system(_, let weight, let design): base = .system(size: Font.clamped(fontSize), weight: weight, design: design)
        case .style(_, let design, let weight): base = .system(size: Font.clamped(fontSize), weight: weight, design: design)
        }
        return UIFont(font: Font(base: base).copyingModifiers(of: font), pointSize: fontSize, fontName: fontName)
    }

    /// Whether two values are the same.
    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font && a.pointSize == b.pointSize && a.fontName == b.fontName }
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(font); hasher.combine(pointSize) }
}

extension Font {
    /// A SwiftUI font from a UIKit font.
    ///
    /// ```swift
    /// Text("Caption").font(Font(UIFont.preferredFont(forTextStyle: .caption1)))
    /// ```
    public init(_ font: UIFont) { self = font.font }

    /// This font's base with `other`'s weight, italic, bold and monospaced settings.
    fileprivate func copyingModifiers(of other: Font) -> Font {
        var f = self
        f.weight = other.weight; f.isItalic = other.isItalic; f.isBold = other.isBold
        f.hasMonospacedDigits = other.hasMonospacedDigits; f.isMonospaced = other.isMonospaced
        return f
    }
}
