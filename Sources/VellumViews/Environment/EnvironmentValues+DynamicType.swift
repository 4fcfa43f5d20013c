extension EnvironmentKeys {
    package struct DynamicTypeSizeKey: EnvironmentKey { package static let defaultValue = DynamicTypeSize.large }
}

extension EnvironmentValues {
    /// The Dynamic Type size of text in the view: ``DynamicTypeSize/large`` by
    /// default, the renderer's `dynamicTypeSize` at the root, changed below by
    /// `dynamicTypeSize(_:)`.
    ///
    /// ```swift
    /// @Environment(\.dynamicTypeSize) private var typeSize
    /// ```
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[EnvironmentKeys.DynamicTypeSizeKey.self] }
        set { self[EnvironmentKeys.DynamicTypeSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the Dynamic Type size of the view and its content, as the user's
    /// text-size setting would.
    ///
    /// ```swift
    /// ProfileCard().dynamicTypeSize(.accessibility3)
    /// ```
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of the view and its content within a range:
    /// a size outside it becomes the nearest size inside it.
    ///
    /// ```swift
    /// TabBarLabel().dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    /// Badge().dynamicTypeSize(.large ... .accessibility1)
    /// ```
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { $0 = $0.clamped(to: range) }
    }
}
