extension EnvironmentKeys {
    struct TableColumnHeadersKey: EnvironmentKey { static let defaultValue: Visibility = .automatic }
}

extension EnvironmentValues {
    /// Whether tables show their header row (`tableColumnHeaders(_:)`).
    package var tableShowsColumnHeaders: Visibility {
        get { self[EnvironmentKeys.TableColumnHeadersKey.self] }
        set { self[EnvironmentKeys.TableColumnHeadersKey.self] = newValue }
    }
}
