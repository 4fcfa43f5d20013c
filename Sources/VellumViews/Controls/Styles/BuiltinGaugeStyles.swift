/// The default gauge style: a linear capacity bar on iOS.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    public init() {}
    /// The gauge drawn as a capacity bar.
    public func makeBody(configuration: Configuration) -> some View { LinearGaugeBody(configuration: configuration, capacity: true, accessory: false) }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the value increases.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    public init() {}
    /// The gauge drawn as a capacity bar.
    public func makeBody(configuration: Configuration) -> some View { LinearGaugeBody(configuration: configuration, capacity: true, accessory: false) }
}

/// A gauge style that displays a thin bar with a marker at the current value.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    public init() {}
    /// The gauge drawn as a line with a marker.
    public func makeBody(configuration: Configuration) -> some View { LinearGaugeBody(configuration: configuration, capacity: false, accessory: true) }
}

/// A gauge style that displays a thin bar that fills from leading to trailing edges.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}
    /// The gauge drawn as a thin filling bar.
    public func makeBody(configuration: Configuration) -> some View { LinearGaugeBody(configuration: configuration, capacity: true, accessory: true) }
}

/// A gauge style that displays an open ring with a marker at the current value.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    public init() {}
    /// The gauge drawn as an open ring.
    public func makeBody(configuration: Configuration) -> some View { CircularGaugeBody(configuration: configuration, capacity: false) }
}

/// A gauge style that displays a closed ring partially filled in to indicate the current value.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}
    /// The gauge drawn as a filling ring.
    public func makeBody(configuration: Configuration) -> some View { CircularGaugeBody(configuration: configuration, capacity: true) }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    public static var automatic: DefaultGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges.
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker that appears at a point along the bar.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at a point along the ring.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
