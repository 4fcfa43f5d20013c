import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// A representation of a colour that adapts to a given context.
///
/// ```swift
/// Color.red
/// Color(red: 0.2, green: 0.4, blue: 0.9, opacity: 0.8)
/// Color("TextContrast")          // from the renderer's asset catalog
/// ```
public struct Color: Hashable, Sendable, PrimitiveShapeStyle, PrimitiveView {
    indirect enum Provider: Hashable, Sendable {
        case fixed(RGBAColor)
        case dynamic(light: RGBAColor, dark: RGBAColor)
        /// A background colour with a lighter dark value on an elevated level (sheets, popovers).
        case elevatable(light: RGBAColor, dark: RGBAColor, darkElevated: RGBAColor)
        case named(String)
        case accent
        case label(level: Int)
        case faded(Provider, Double)
        case displayP3(red: Double, green: Double, blue: Double, opacity: Double)
    }

    let provider: Provider

    init(provider: Provider) { self.provider = provider }

    /// The colour spaces a colour can be given in.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// A colour from components in a colour space (0…1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB: provider = .fixed(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
        case .sRGBLinear:
            func enc(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
            provider = .fixed(RGBAColor(red: enc(red), green: enc(green), blue: enc(blue), alpha: opacity))
        case .displayP3: provider = .displayP3(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    /// A grey.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (0…1).
    ///
    /// Saturation and brightness are clamped to 0…1; a hue that is NaN or
    /// infinite counts as 0 (red), so no value can trap.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
        let saturation = unit(saturation), brightness = unit(brightness)
        let hue = hue.isFinite ? hue : 0
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A colour from the renderer's asset catalog, with its light and dark appearances.
    public init(_ name: String, bundle: Bundle? = nil) { provider = .named(name) }

    /// The colour at an opacity.
    public func opacity(_ opacity: Double) -> Color { Color(provider: .faded(provider, opacity)) }

    /// The colour resolved in an environment.
    package func resolved(in env: EnvironmentValues) throws -> RGBAColor {
        try Self.resolve(provider, env)
    }

    private static func resolve(_ p: Provider, _ env: EnvironmentValues) throws -> RGBAColor {
        // Read only by the cases that depend on it: a fixed colour, the
        // common case, costs no environment lookup.
        var dark: Bool { env.colorScheme == .dark }
        switch p {
        case .fixed(let c): return c
        case .dynamic(let l, let d): return dark ? d : l
        case .elevatable(let l, let d, let e): return dark ? (env.isElevated ? e : d) : l
        case .named(let name):
            do { return try env.assets.color(named: name, colorScheme: env.colorScheme) } catch let e as VellumError {
                // SwiftUI draws a colour it cannot find as clear.
                guard e.code == .missingAsset, env.drawsMissingAssets else { throw e }
                env.viewGraph?.noteMissing(.color, name)
                return .clear
            }
        case .accent:
            // The app's AccentColor set, as Xcode projects define it; an unreadable one is an error.
            // The template's set, with no colour picked, means the default blue, as in Xcode.
            if env.assets.definesColor(named: "AccentColor") {
                return try env.assets.color(named: "AccentColor", colorScheme: env.colorScheme)
            }
            return dark ? SystemPalette.blue.dark : SystemPalette.blue.light
        case .label(let level):
            let c = ForegroundResolution.labelColors[Swift.min(4, Swift.max(0, level))]
            return dark ? c.dark : c.light
        case .faded(let base, let o): return try resolve(base, env).multiplyingAlpha(o)
        case .displayP3(let r, let g, let b, let o): return DisplayP3.toSRGB(red: r, green: g, blue: b, alpha: o)
        }
    }

    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        .color(try resolved(in: environment))
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.leaf(.flexible), drawing: .fill(.rectangle, try paint(in: context.environment, level: 0), FillStyle()), name: "Color")]
    }
}
