/// The possible colour schemes, corresponding to the light and dark appearances.
///
/// ```swift
/// var renderer = SVGRenderer(content: Card(), device: .iPhone15Pro)
/// renderer.colorScheme = .dark
/// ```
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}
