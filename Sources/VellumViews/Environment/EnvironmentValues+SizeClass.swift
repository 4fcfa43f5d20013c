extension EnvironmentKeys {
    struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
    struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
}

extension EnvironmentValues {
    /// The horizontal size class of the screen: compact on an iPhone (but a
    /// Plus or Max in landscape), regular on an iPad; nil only where no
    /// renderer set it.
    ///
    /// ```swift
    /// @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    /// ```
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[EnvironmentKeys.HorizontalSizeClassKey.self] }
        set { self[EnvironmentKeys.HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the screen: compact on an iPhone in
    /// landscape, regular otherwise; nil only where no renderer set it.
    ///
    /// ```swift
    /// @Environment(\.verticalSizeClass) private var verticalSizeClass
    /// ```
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[EnvironmentKeys.VerticalSizeClassKey.self] }
        set { self[EnvironmentKeys.VerticalSizeClassKey.self] = newValue }
    }
}
