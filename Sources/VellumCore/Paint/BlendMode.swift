/// Modes for compositing a view with overlapping content.
///
/// ```swift
/// Circle().fill(.red).blendMode(.multiply)
/// ```
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The CSS `mix-blend-mode` keyword, or nil when CSS has none (drawn as normal).
    package var cssName: String? {
        switch self {
        case .normal: return nil
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusDarker: return "darken"
        case .plusLighter: return "lighten"
        case .sourceAtop, .destinationOver, .destinationOut: return nil
        }
    }
}
