/// How a bordered or glass button sizes itself, for `buttonSizing(_:)` (iOS 26).
///
/// ```swift
/// Button("Continue") {}
///     .buttonStyle(.borderedProminent)
///     .buttonSizing(.flexible)   // as wide as it is offered
/// ```
public struct ButtonSizing: Hashable, Sendable {
    let isFlexible: Bool
    /// The platform's sizing: the label's size and the style's padding.
    public static let automatic = ButtonSizing(isFlexible: false)
    /// The label's size and the style's padding.
    public static let fitted = ButtonSizing(isFlexible: false)
    /// As wide as offered, the label centred in the style's shape.
    public static let flexible = ButtonSizing(isFlexible: true)
}

extension EnvironmentKeys {
    struct ButtonSizingKey: EnvironmentKey { static let defaultValue = ButtonSizing.automatic }
}

extension EnvironmentValues {
    /// How the buttons below size themselves (`buttonSizing(_:)`).
    package var buttonSizing: ButtonSizing {
        get { self[EnvironmentKeys.ButtonSizingKey.self] }
        set { self[EnvironmentKeys.ButtonSizingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the bordered and glass buttons below size themselves (iOS 26):
    /// `.flexible` makes each as wide as it is offered, its label centred.
    ///
    /// ```swift
    /// HStack {
    ///     Button("Cancel") {}.buttonStyle(.bordered)
    ///     Button("Save") {}.buttonStyle(.borderedProminent)
    /// }
    /// .buttonSizing(.flexible)
    /// ```
    public func buttonSizing(_ sizing: ButtonSizing) -> some View { environment(\.buttonSizing, sizing) }
}
