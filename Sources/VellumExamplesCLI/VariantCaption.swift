import Vellum
import VellumViews

/// What the gallery writes under a variant's picture: "Light", "Dark",
/// "AX3 · body 40 pt", "Right to left", "Arabic", "iOS 26", or several joined with " · ".
///
/// ```swift
/// VariantCaption.text(for: .dark + .accessibility5)   // "Dark · AX5 · body 53 pt"
/// ```
package enum VariantCaption {
    /// The caption of `variant`, built from the values it sets (its name when it sets none).
    package static func text(for variant: Variant) -> String {
        var parts: [String] = []
        if let scheme = variant.colorScheme { parts.append(scheme == .dark ? "Dark" : "Light") }
        if let size = variant.dynamicTypeSize { parts.append(dynamicType(size)) }
        if let direction = variant.layoutDirection, variant.locale == nil || direction == .leftToRight {
            parts.append(direction == .rightToLeft ? "Right to left" : "Left to right")
        }
        if let locale = variant.locale {
            let id = locale.identifier
            parts.append(Locale(identifier: "en").localizedString(forIdentifier: id) ?? id)
        }
        if let look = variant.platformLook { parts.append(look == .iOS26 ? "iOS 26" : "iOS 18") }
        return parts.isEmpty ? variant.name : parts.joined(separator: " · ")
    }

    /// A Dynamic Type size as Settings shows it, with the body style's point size: "xSmall · body 14 pt", "AX5 · body 53 pt".
    static func dynamicType(_ size: DynamicTypeSize) -> String {
        let body = TextStyleMetrics.pointSize(.body, at: size)
        let points = body == body.rounded() ? String(Int(body)) : String(Double(body))
        let name = size.isAccessibilitySize ? "AX" + String(size.name.dropFirst("accessibility".count)) : size.name
        return "\(name) · body \(points) pt"
    }
}
