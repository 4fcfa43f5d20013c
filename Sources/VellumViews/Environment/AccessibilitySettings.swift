/// The accessibility settings of the device a picture shows, which views
/// read from the environment (`accessibilityReduceMotion`, …): all off, as
/// on a device out of the box.
package struct AccessibilitySettings: Hashable, Sendable {
    package var reduceMotion = false
    package var reduceTransparency = false
    package var differentiateWithoutColor = false
    package var invertColors = false
    package var showButtonShapes = false
    package var voiceOverEnabled = false
    package var switchControlEnabled = false
    package var colorSchemeContrast = ColorSchemeContrast.standard

    package init() {}
}

/// The contrast between the app's foreground and background colours, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// SwiftUI displays views with standard contrast between the foreground and background.
    case standard
    /// SwiftUI displays views with increased contrast between the foreground and background.
    case increased
}

/// The font weight the user asked for legibility (Bold Text), as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    /// Use regular font weight (no Accessibility Bold).
    case regular
    /// Use heavier font weight (force Accessibility Bold).
    case bold
}
