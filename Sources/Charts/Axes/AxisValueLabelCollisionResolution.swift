import VellumViews


/// What an axis does with labels that would overlap.
public struct AxisValueLabelCollisionResolution: Sendable {
    /// Charts chooses (drops labels that would overlap).
    public static var automatic: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    /// Drops labels that would overlap.
    public static var greedy: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    /// Drops labels that would overlap, keeping `priority` order.
    public static func greedy(minimumSpacing: CGFloat? = nil, priority: Double? = nil) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution()
    }
    /// Truncates labels to fit.
    public static var truncate: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    /// Keeps every label.
    public static var disabled: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
}
