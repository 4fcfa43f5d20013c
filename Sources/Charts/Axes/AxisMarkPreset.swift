import VellumViews

/// Preset styles of axis marks.
public struct AxisMarkPreset: Equatable, Sendable {
    package enum Storage: Sendable { case automatic, extended, aligned, inset }
    package let storage: Storage
    /// Charts chooses.
    public static var automatic: AxisMarkPreset { AxisMarkPreset(storage: .automatic) }
    /// Labels centred on their values, ticks beyond the plot.
    public static var extended: AxisMarkPreset { AxisMarkPreset(storage: .extended) }
    /// Labels starting at their values.
    public static var aligned: AxisMarkPreset { AxisMarkPreset(storage: .aligned) }
    /// Labels inside the plot.
    public static var inset: AxisMarkPreset { AxisMarkPreset(storage: .inset) }
}
