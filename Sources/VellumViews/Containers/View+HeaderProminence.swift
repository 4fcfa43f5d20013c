extension EnvironmentKeys {
    struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
}

extension EnvironmentValues {
    /// The prominence of section headers within a view; `.standard` unless
    /// `headerProminence(_:)` says otherwise.
    public var headerProminence: Prominence {
        get { self[EnvironmentKeys.HeaderProminenceKey.self] }
        set { self[EnvironmentKeys.HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the prominence of section headers within this view: with
    /// `.increased`, an inset-grouped list's headers are drawn in the bold
    /// title 3 font and the primary colour, not upper-cased.
    ///
    /// ```swift
    /// List {
    ///     Section(header: Text("Header")) { Text("Row") }
    ///         .headerProminence(.increased)
    /// }
    /// .listStyle(.insetGrouped)
    /// ```
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
