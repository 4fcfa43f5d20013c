import VellumGeometry

extension EnvironmentKeys {
    struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
}

extension EnvironmentValues {
    /// The margins scroll views put around their content (`contentMargins(_:_:for:)`).
    package var scrollContentMargins: EdgeInsets {
        get { self[EnvironmentKeys.ScrollContentMarginsKey.self] }
        set { self[EnvironmentKeys.ScrollContentMarginsKey.self] = newValue }
    }
}
