import Foundation
import VellumCore
import VellumGeometry

/// Turns a `colorset` colour specification into an sRGB ``RGBAColor``.
///
/// Supported colour spaces: `srgb` and `extended-srgb` (taken as sRGB, clamped),
/// `extended-linear-srgb` (gamma-encoded), `display-p3` (converted with
/// `DisplayP3.toSRGB`), and `gray-gamma` / `extended-gray` (gamma 2.2 grey,
/// re-encoded as sRGB). A missing colour space means `srgb`.
package enum ColorSpaceConverter {
    /// The colour spaces this converter reads.
    package static let supportedSpaces = [
        "srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "gray-gamma", "extended-gray",
    ]

    /// The sRGB colour for `specification`.
    ///
    /// - Parameter file: the `Contents.json`, named in errors.
    /// - Throws: `VellumError` `.corruptFile` for an unknown colour space, a system
    ///   colour reference, or a missing or unreadable component.
    package static func color(_ specification: ColorSetContents.Specification, file: String) throws -> RGBAColor {
        if let reference = specification.reference {
            throw VellumError.corruptFile(
                file, "refers to the system colour '\(reference)', which Vellum cannot resolve on this platform",
                fix: "Give the colour explicit components in Xcode's colour inspector.")
        }
        let space = (specification.colorSpace ?? "srgb").lowercased()
        let components = specification.components ?? [:]
        func component(_ key: String, isAlpha: Bool = false) throws -> Double {
            guard let raw = components[key] else {
                if isAlpha { return 1 }
                throw VellumError.corruptFile(
                    file, "has a \(space) colour without its '\(key)' component",
                    fix: "Set the colour again in Xcode, or add \"\(key)\" to \"components\".")
            }
            guard let value = raw.fraction(isAlpha: isAlpha) else {
                throw VellumError.corruptFile(
                    file, "has an unreadable '\(key)' component \(describe(raw))",
                    fix: "Write components as fractions (\"0.500\"), 0–255 integers (\"128\") or hex (\"0x80\").")
            }
            return value
        }
        let alpha = try component("alpha", isAlpha: true)
        switch space {
        case "srgb", "extended-srgb":
            return RGBAColor(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "extended-linear-srgb":
            return RGBAColor(red: encodeSRGB(try component("red")), green: encodeSRGB(try component("green")),
                             blue: encodeSRGB(try component("blue")), alpha: alpha)
        case "display-p3", "extended-display-p3":
            return DisplayP3.toSRGB(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "gray-gamma", "extended-gray":
            let white = try component("white")
            let level = encodeSRGB(pow(Swift.max(0, white), 2.2))
            return RGBAColor(red: level, green: level, blue: level, alpha: alpha)
        default:
            throw VellumError.corruptFile(
                file, "uses the colour space '\(space)', which Vellum does not read",
                fix: "Use one of: \(supportedSpaces.joined(separator: ", ")).")
        }
    }

    /// A linear-light value encoded with the sRGB transfer function (clamped to 0…1).
    private static func encodeSRGB(_ linear: Double) -> Double {
        let value = Swift.min(1, Swift.max(0, linear.isNaN ? 0 : linear))
        if value == 1 { return 1 }   // exactly, not 1.055 - 0.055
        return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    private static func describe(_ value: ColorComponentValue) -> String {
        switch value {
        case .text(let text): return "\"\(text.prefix(40))\""
        case .number(let number): return String(describing: number)
        }
    }
}
