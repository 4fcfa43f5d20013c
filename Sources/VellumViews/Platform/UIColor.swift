import Foundation
import VellumCore

/// UIKit's colour type, so that SwiftUI code written for iOS — `Color(.systemGray6)`,
/// `Color(uiColor: .secondaryLabel)`, `UIColor(named: "Brand")` — compiles with
/// `import Vellum` and draws in the right colours, light and dark.
///
/// ```swift
/// Text("Hello").foregroundStyle(Color(.secondaryLabel))
/// RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .systemGroupedBackground))
/// ```
///
/// Why these names live in Vellum: Linux has no UIKit, and a SwiftUI file on
/// iOS gets `UIColor`, `UIFont`, `UIImage` and `UIScreen` through `import SwiftUI`
/// (which re-exports UIKit). A separate `UIKit` module would need a second
/// import and would clash with the real one on Apple platforms; so, as SwiftUI
/// brings them, `import Vellum` brings them, with only what a still picture needs.
///
/// The system colours are iOS 17/18's, from the same tables as SwiftUI's
/// `Color.red` and friends (`.systemRed` *is* `Color.red`); each resolves when the
/// picture is drawn, in the renderer's colour scheme.
public final class UIColor: Hashable, Sendable {
    /// The SwiftUI colour this colour draws as.
    package let color: Color

    /// A UIKit colour from a SwiftUI colour (`UIColor(Color.accentColor)`).
    public init(_ color: Color) { self.color = color }

    /// A colour from sRGB components and opacity, each 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }
    /// A grey of a brightness and opacity, each 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }
    /// A colour from hue, saturation, brightness and opacity, each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }
    /// A colour from Display P3 components and opacity, each 0…1 (written as sRGB).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A colour from the renderer's asset catalog, with its light and dark appearances.
    ///
    /// Never nil: the catalog is the renderer's, known only when the picture is
    /// drawn, and a name it does not have is then a `VellumError` naming the colour.
    public convenience init?(named name: String) { self.init(Color(name)) }
    /// A colour from the renderer's asset catalog (the bundle and traits are not used; never nil).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(Color(name))
    }

    /// A colour that picks its value from the interface style, as UIKit's
    /// dynamic colours do.
    ///
    /// ```swift
    /// let card = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.12, alpha: 1) : .white }
    /// ```
    ///
    /// The provider is asked at once for its light and its dark colour. A named
    /// colour it returns resolves through the asset catalog of the picture being
    /// drawn when the colour is made inside a view's `body`; made anywhere else,
    /// a provider that returns named colours draws as its light answer (whose own
    /// catalog appearances still switch).
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
        guard let l = Self.concrete(light, .light), let d = Self.concrete(dark, .dark) else {
            self.init(light)
            return
        }
        self.init(Color(provider: .dynamic(light: l, dark: d)))
    }

    /// The colour with its opacity replaced, as UIKit's `withAlphaComponent(_:)` does.
    ///
    /// A catalog colour (named, or the accent colour) is resolved only when the
    /// picture is drawn, so its opacity is multiplied instead — the same for the
    /// opaque colours catalogs usually hold.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let a = Double(alpha)
        switch color.provider {
        case .named, .accent, .faded, .elevatable:
            return UIColor(color.opacity(a))
        case .fixed, .dynamic, .label, .displayP3:
            // These resolve without an asset catalog.
            var light = EnvironmentValues(), dark = EnvironmentValues()
            light.colorScheme = .light
            dark.colorScheme = .dark
            guard let l = try? color.resolved(in: light), let d = try? color.resolved(in: dark) else { return UIColor(color.opacity(a)) }
            let fl = Self.replacingAlpha(l, a), fd = Self.replacingAlpha(d, a)
            return UIColor(Color(provider: fl == fd ? .fixed(fl) : .dynamic(light: fl, dark: fd)))
        }
    }

    /// The colour in one interface style.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let c = Self.concrete(color, traitCollection.colorScheme) else { return self }
        return UIColor(Color(provider: .fixed(c)))
    }

    /// The colour's sRGB components, resolved in the traits of the view being
    /// drawn (light outside a render); false when it can't be resolved there
    /// (a named colour the catalog lacks).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = Self.concrete(color, UITraitCollection.current.colorScheme) else { return false }
        red?.pointee = CGFloat(c.red); green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue); alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// `color` resolved in a colour scheme, in the environment of the body being
    /// evaluated (so its asset catalog), or nil when it can't be.
    static func concrete(_ color: Color, _ scheme: ColorScheme) -> RGBAColor? {
        var env = EnvironmentValues.current
        env.colorScheme = scheme
        return try? color.resolved(in: env)
    }

    private static func replacingAlpha(_ c: RGBAColor, _ alpha: Double) -> RGBAColor {
        RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// Whether two values are the same.
    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension Color {
    /// A SwiftUI colour from a UIKit colour.
    ///
    /// ```swift
    /// Color(uiColor: .secondarySystemBackground)
    /// ```
    public init(uiColor: UIColor) { self = uiColor.color }
    /// A SwiftUI colour from a UIKit colour.
    ///
    /// ```swift
    /// Rectangle().fill(Color(.systemGray6))
    /// ```
    public init(_ color: UIColor) { self = color.color }
}
