extension EnvironmentKeys {
    struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
}

extension EnvironmentValues {
    /// Whether lists, forms and text editors draw their own background behind their content.
    var scrollContentBackground: Visibility {
        get { self[EnvironmentKeys.ScrollContentBackgroundKey.self] }
        set { self[EnvironmentKeys.ScrollContentBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the background a `List` or `Form` draws behind its rows (the
    /// grouped grey), so a background of your own shows through; the rows' cards stay.
    ///
    /// ```swift
    /// List { Text("Wi-Fi") }
    ///     .scrollContentBackground(.hidden)
    ///     .background(Color.indigo.gradient)
    /// ```
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environmentUpdate { $0.scrollContentBackground = visibility }
    }
}
