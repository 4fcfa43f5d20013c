import VellumViews

/// How an axis label is turned.
public struct AxisValueLabelOrientation: Equatable, Sendable {
    package enum Storage: Sendable { case automatic, horizontal, vertical, verticalReversed }
    package let storage: Storage
    /// Charts chooses (horizontal).
    public static var automatic: AxisValueLabelOrientation { AxisValueLabelOrientation(storage: .automatic) }
    /// Horizontal text.
    public static var horizontal: AxisValueLabelOrientation { AxisValueLabelOrientation(storage: .horizontal) }
    /// Text turned a quarter turn (drawn horizontal).
    public static var vertical: AxisValueLabelOrientation { AxisValueLabelOrientation(storage: .vertical) }
    /// Text turned a quarter turn the other way (drawn horizontal).
    public static var verticalReversed: AxisValueLabelOrientation { AxisValueLabelOrientation(storage: .verticalReversed) }
}
