import Foundation

extension EnvironmentKeys {
    package struct MinimumScaleFactorKey: EnvironmentKey { package static let defaultValue: CGFloat = 1 }
    package struct AllowsTighteningKey: EnvironmentKey { package static let defaultValue = false }
    package struct BaselineOffsetKey: EnvironmentKey { package static let defaultValue: CGFloat = 0 }
    package struct RedactionReasonsKey: EnvironmentKey { package static let defaultValue: RedactionReasons = [] }
    package struct TextUnderlineKey: EnvironmentKey { package static let defaultValue: Text.LineStyle? = nil }
    package struct TextStrikethroughKey: EnvironmentKey { package static let defaultValue: Text.LineStyle? = nil }
    package struct TextTrackingKey: EnvironmentKey { package static let defaultValue: CGFloat = 0 }
}

extension EnvironmentValues {
    /// The smallest factor text may be scaled by to fit its space (1: never shrinks).
    public var minimumScaleFactor: CGFloat {
        get { self[EnvironmentKeys.MinimumScaleFactorKey.self] }
        set { self[EnvironmentKeys.MinimumScaleFactorKey.self] = newValue }
    }
    /// Whether text may tighten its letter spacing to fit its space.
    public var allowsTightening: Bool {
        get { self[EnvironmentKeys.AllowsTighteningKey.self] }
        set { self[EnvironmentKeys.AllowsTighteningKey.self] = newValue }
    }
    /// The reasons the views below are redacted (`redacted(reason:)`); empty when they are not.
    public var redactionReasons: RedactionReasons {
        get { self[EnvironmentKeys.RedactionReasonsKey.self] }
        set { self[EnvironmentKeys.RedactionReasonsKey.self] = newValue }
    }
    /// The underline of text in the view (`underline(_:pattern:color:)` on a view), or nil.
    package var textUnderline: Text.LineStyle? {
        get { self[EnvironmentKeys.TextUnderlineKey.self] }
        set { self[EnvironmentKeys.TextUnderlineKey.self] = newValue }
    }
    /// The strikethrough of text in the view, or nil.
    package var textStrikethrough: Text.LineStyle? {
        get { self[EnvironmentKeys.TextStrikethroughKey.self] }
        set { self[EnvironmentKeys.TextStrikethroughKey.self] = newValue }
    }
    /// Extra space between characters of text in the view (`tracking(_:)`, `kerning(_:)` on a view).
    package var textTracking: CGFloat {
        get { self[EnvironmentKeys.TextTrackingKey.self] }
        set { self[EnvironmentKeys.TextTrackingKey.self] = newValue }
    }
    /// Points text is raised above its baseline (`baselineOffset(_:)` on a view).
    package var baselineOffset: CGFloat {
        get { self[EnvironmentKeys.BaselineOffsetKey.self] }
        set { self[EnvironmentKeys.BaselineOffsetKey.self] = newValue }
    }
}
