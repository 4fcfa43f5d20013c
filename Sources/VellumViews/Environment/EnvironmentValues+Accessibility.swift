extension EnvironmentKeys {
    struct AccessibilitySettingsKey: EnvironmentKey { static let defaultValue = AccessibilitySettings() }
    struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
}

extension EnvironmentValues {
    /// The device's accessibility settings, all off unless a renderer sets them.
    package var accessibilitySettings: AccessibilitySettings {
        get { self[EnvironmentKeys.AccessibilitySettingsKey.self] }
        set { self[EnvironmentKeys.AccessibilitySettingsKey.self] = newValue }
    }

    /// Whether the user turned on Reduce Motion: false in the picture.
    ///
    /// ```swift
    /// @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// ```
    public var accessibilityReduceMotion: Bool { accessibilitySettings.reduceMotion }

    /// Whether the user turned on Reduce Transparency: false in the picture.
    public var accessibilityReduceTransparency: Bool { accessibilitySettings.reduceTransparency }

    /// Whether the user turned on Differentiate Without Colour: false in the picture.
    public var accessibilityDifferentiateWithoutColor: Bool { accessibilitySettings.differentiateWithoutColor }

    /// Whether the user turned on Invert Colours: false in the picture.
    public var accessibilityInvertColors: Bool { accessibilitySettings.invertColors }

    /// Whether the user turned on Button Shapes: false in the picture.
    public var accessibilityShowButtonShapes: Bool { accessibilitySettings.showButtonShapes }

    /// Whether VoiceOver is running: false in the picture.
    public var accessibilityVoiceOverEnabled: Bool { accessibilitySettings.voiceOverEnabled }

    /// Whether Switch Control is running: false in the picture.
    public var accessibilitySwitchControlEnabled: Bool { accessibilitySettings.switchControlEnabled }

    /// Whether an assistive technology that reads the screen is running: false in the picture.
    public var accessibilityEnabled: Bool { accessibilitySettings.voiceOverEnabled || accessibilitySettings.switchControlEnabled }

    /// The contrast the user asked for: ``ColorSchemeContrast/standard`` in the picture.
    public var colorSchemeContrast: ColorSchemeContrast { accessibilitySettings.colorSchemeContrast }

    /// The font weight the user asked for with Bold Text: ``LegibilityWeight/regular``.
    ///
    /// ```swift
    /// @Environment(\.legibilityWeight) private var weight
    /// Text("Title").fontWeight(weight == .bold ? .heavy : .semibold)
    /// ```
    public var legibilityWeight: LegibilityWeight? {
        get { self[EnvironmentKeys.LegibilityWeightKey.self] }
        set { self[EnvironmentKeys.LegibilityWeightKey.self] = newValue }
    }
}
