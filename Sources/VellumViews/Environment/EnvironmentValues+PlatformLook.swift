import VellumCore

extension EnvironmentKeys {
    struct PlatformLookKey: EnvironmentKey { static let defaultValue = PlatformLook.iOS18 }
}

extension EnvironmentValues {
    /// The system design the render draws chrome and built-in styles in
    /// (set by the renderer; iOS 18's by default).
    package var platformLook: PlatformLook {
        get { self[EnvironmentKeys.PlatformLookKey.self] }
        set { self[EnvironmentKeys.PlatformLookKey.self] = newValue }
    }
}
