extension EnvironmentKeys {
    struct GlassEffectUnionKey: EnvironmentKey { static let defaultValue: GlassUnionID? = nil }
    struct GlassEffectContainerKey: EnvironmentKey { static let defaultValue = false }
}

extension EnvironmentValues {
    /// The union the glass effects here join (`glassEffectUnion(id:namespace:)`).
    var glassEffectUnion: GlassUnionID? {
        get { self[EnvironmentKeys.GlassEffectUnionKey.self] }
        set { self[EnvironmentKeys.GlassEffectUnionKey.self] = newValue }
    }
    /// Whether the views here are inside a `GlassEffectContainer`.
    var isInGlassEffectContainer: Bool {
        get { self[EnvironmentKeys.GlassEffectContainerKey.self] }
        set { self[EnvironmentKeys.GlassEffectContainerKey.self] = newValue }
    }
}
