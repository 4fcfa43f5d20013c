extension EnvironmentKeys {
    struct ScrollGeometryObserversKey: EnvironmentKey { static let defaultValue: [ScrollGeometryObserver] = [] }
}

extension EnvironmentValues {
    /// The observers of the geometry of the next scroll view down (`onScrollGeometryChange`).
    package var scrollGeometryObservers: [ScrollGeometryObserver] {
        get { self[EnvironmentKeys.ScrollGeometryObserversKey.self] }
        set { self[EnvironmentKeys.ScrollGeometryObserversKey.self] = newValue }
    }
}
