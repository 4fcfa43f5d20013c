import Foundation

/// One way to draw a screen — a colour scheme, a Dynamic Type size, a layout
/// direction, a language, a platform look, or several of them together — declared once and
/// used by the renderer, the snapshot assertions, the gallery and `vellum render`.
///
/// Each variant has a ``name`` that becomes part of a file name:
/// `card.dark.svg`, `card.accessibility3.svg`, `card.rightToLeft.svg`,
/// `card.ar.svg`, `card.ios26.svg`, `card.dark-accessibility5.svg`.
///
/// ```swift
/// let variants: [Variant] = [.light, .dark, .accessibility3, .rightToLeft, .locale("ar")]
/// var renderer = SVGRenderer(content: Card(), device: .iPhone16Pro)
/// for (variant, svg) in try renderer.svgs(for: variants) { print(variant.name, svg.count) }
/// try renderer.write(variants, to: URL(fileURLWithPath: "out"), named: "card")   // out/card.light.svg, …
/// assertSVGSnapshot(of: Card(), layout: .device(.iPhone16Pro), variants: variants, named: "card")
/// ```
///
/// A variant sets only what it names: `.accessibility3` keeps the renderer's
/// colour scheme, `.dark` its Dynamic Type size. Combine them with `+`
/// (`.dark + .accessibility5`); the later one wins where both set a value.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    /// The name used in file names and reports (`dark`, `accessibility3`, `ar`, `dark-rightToLeft`).
    public var name: String
    /// The colour scheme it draws in, or nil to keep the renderer's.
    public var colorScheme: ColorScheme?
    /// The Dynamic Type size it draws at, or nil to keep the renderer's.
    public var dynamicTypeSize: DynamicTypeSize?
    /// The layout direction it draws in (`EnvironmentValues.layoutDirection`), or nil to keep the view's.
    public var layoutDirection: LayoutDirection?
    /// The locale it draws in (`EnvironmentValues.locale`), or nil to keep the view's.
    public var locale: Locale?
    /// The system design it draws chrome and built-in styles in, or nil to keep the renderer's.
    public var platformLook: PlatformLook?

    /// A variant with a name and the values it sets.
    ///
    /// ```swift
    /// let largeDark = Variant(name: "large-dark", colorScheme: .dark, dynamicTypeSize: .xxxLarge)
    /// ```
    public init(name: String, colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
                layoutDirection: LayoutDirection? = nil, locale: Locale? = nil, platformLook: PlatformLook? = nil) {
        self.name = name; self.colorScheme = colorScheme; self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection; self.locale = locale; self.platformLook = platformLook
    }

    public var description: String { name }

    // MARK: Colour schemes

    /// Light mode.
    public static let light = Variant(name: "light", colorScheme: .light)
    /// Dark mode.
    public static let dark = Variant(name: "dark", colorScheme: .dark)
    /// The colour scheme `scheme`, named `light` or `dark`.
    public static func colorScheme(_ scheme: ColorScheme) -> Variant { scheme == .dark ? .dark : .light }

    // MARK: Dynamic Type

    /// The Dynamic Type size `size`, named as SwiftUI names it (`xSmall`, `large`, `accessibility3`).
    public static func dynamicTypeSize(_ size: DynamicTypeSize) -> Variant {
        Variant(name: size.name, dynamicTypeSize: size)
    }
    /// The smallest text size.
    public static let xSmall = dynamicTypeSize(.xSmall)
    /// The default text size.
    public static let large = dynamicTypeSize(.large)
    /// The largest standard text size.
    public static let xxxLarge = dynamicTypeSize(.xxxLarge)
    /// The first accessibility text size.
    public static let accessibility1 = dynamicTypeSize(.accessibility1)
    /// The third accessibility text size.
    public static let accessibility3 = dynamicTypeSize(.accessibility3)
    /// The largest text size.
    public static let accessibility5 = dynamicTypeSize(.accessibility5)
    /// Every Dynamic Type size, xSmall to accessibility5.
    public static let allDynamicTypeSizes: [Variant] = DynamicTypeSize.allCases.map(dynamicTypeSize)

    // MARK: Direction and language

    /// Right-to-left layout (`\.layoutDirection` = `.rightToLeft`), named `rightToLeft`.
    public static let rightToLeft = Variant(name: "rightToLeft", layoutDirection: .rightToLeft)
    /// Left-to-right layout, named `leftToRight`.
    public static let leftToRight = Variant(name: "leftToRight", layoutDirection: .leftToRight)
    /// The language and region `identifier` (`\.locale`), named after it:
    /// `.locale("ar")` is `ar`. A right-to-left language does not turn the
    /// layout by itself (as in SwiftUI, where `\.layoutDirection` is its own
    /// value): combine it with ``rightToLeft``, or use ``language(_:)``.
    public static func locale(_ identifier: String) -> Variant {
        Variant(name: identifier, locale: Locale(identifier: identifier))
    }
    /// The language `identifier` with the layout direction it is written in:
    /// `.language("ar")` and `.language("he")` are right to left, named `ar` and `he`.
    public static func language(_ identifier: String) -> Variant {
        var v = locale(identifier)
        v.layoutDirection = Locale.Language(identifier: identifier).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return v
    }

    // MARK: Platform look

    /// The system design `look`, named after it (`ios18`, `ios26`).
    public static func platformLook(_ look: PlatformLook) -> Variant {
        Variant(name: look.description, platformLook: look)
    }
    /// iOS 17 and 18's look (the renderer's default), named `ios18`.
    public static let iOS18 = platformLook(.iOS18)
    /// iOS 26's Liquid Glass look, named `ios26`.
    ///
    /// ```swift
    /// assertSVGSnapshot(of: Settings(), layout: .device(.iPhone16Pro), variants: [.iOS18, .iOS26], named: "settings")
    /// ```
    public static let iOS26 = platformLook(.iOS26)

    // MARK: Combining

    /// Both variants: `b`'s values where both set one, named `a-b`.
    ///
    /// ```swift
    /// let variants: [Variant] = [.light, .dark, .dark + .accessibility5]   // …, "dark-accessibility5"
    /// ```
    public static func + (a: Variant, b: Variant) -> Variant {
        Variant(name: a.name + "-" + b.name, colorScheme: b.colorScheme ?? a.colorScheme,
                dynamicTypeSize: b.dynamicTypeSize ?? a.dynamicTypeSize,
                layoutDirection: b.layoutDirection ?? a.layoutDirection, locale: b.locale ?? a.locale,
                platformLook: b.platformLook ?? a.platformLook)
    }

    /// The variant called `name` (a colour scheme, a Dynamic Type size such
    /// as `accessibility3` or `AX3`, `rightToLeft`/`rtl`, `leftToRight`/`ltr`,
    /// `locale:ID` / `language:ID`, a platform look `ios18` / `ios26`, or several joined by `+`), for flags and
    /// configuration files; nil when a part names nothing.
    ///
    /// ```swift
    /// Variant(parsing: "dark+AX5")   // .dark + .accessibility5
    /// ```
    public init?(parsing text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
        guard !parts.isEmpty else { return nil }
        var result: Variant?
        for part in parts {
            guard !part.isEmpty, let one = Self.single(part) else { return nil }
            result = result.map { $0 + one } ?? one
        }
        guard let result else { return nil }
        self = result
    }

    /// One variant named by `part`.
    private static func single(_ part: String) -> Variant? {
        let key = part.lowercased()
        switch key {
        case "light": return .light
        case "dark": return .dark
        case "righttoleft", "rtl": return .rightToLeft
        case "lefttoright", "ltr": return .leftToRight
        default: break
        }
        for prefix in ["locale:", "language:"] where key.hasPrefix(prefix) {
            let id = String(part.dropFirst(prefix.count))
            guard !id.isEmpty else { return nil }
            return prefix == "locale:" ? .locale(id) : .language(id)
        }
        if key.hasPrefix("ios"), let look = PlatformLook(name: key) { return platformLook(look) }
        return DynamicTypeSize(name: part).map(dynamicTypeSize)
    }

    /// Sets the environment values the variant names (direction and locale;
    /// the renderer sets the colour scheme and Dynamic Type size itself).
    package func apply(to env: inout EnvironmentValues) {
        if let layoutDirection { env.layoutDirection = layoutDirection }
        if let locale { env.locale = locale }
    }
}
