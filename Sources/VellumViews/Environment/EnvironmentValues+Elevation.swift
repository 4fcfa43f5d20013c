extension EnvironmentKeys {
    struct ElevatedKey: EnvironmentKey { static let defaultValue = false }
}

extension EnvironmentValues {
    /// Whether views are drawn on an elevated level: inside a sheet or a
    /// popover, where iOS's dark background colours are a step lighter
    /// (UIKit's `userInterfaceLevel == .elevated`), so the presented card
    /// stands apart from the black behind it.
    package var isElevated: Bool {
        get { self[EnvironmentKeys.ElevatedKey.self] }
        set { self[EnvironmentKeys.ElevatedKey.self] = newValue }
    }
}
