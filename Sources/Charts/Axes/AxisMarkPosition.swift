import VellumViews

/// Where axis marks are drawn.
public struct AxisMarkPosition: Equatable, Sendable, CustomStringConvertible {
    package enum Storage: String, Sendable { case automatic, leading, trailing, top, bottom }
    package let storage: Storage
    /// Charts chooses: trailing for y, bottom for x.
    public static var automatic: AxisMarkPosition { AxisMarkPosition(storage: .automatic) }
    /// On the leading edge of the plot.
    public static var leading: AxisMarkPosition { AxisMarkPosition(storage: .leading) }
    /// On the trailing edge of the plot.
    public static var trailing: AxisMarkPosition { AxisMarkPosition(storage: .trailing) }
    /// Above the plot.
    public static var top: AxisMarkPosition { AxisMarkPosition(storage: .top) }
    /// Below the plot.
    public static var bottom: AxisMarkPosition { AxisMarkPosition(storage: .bottom) }
    /// The position's name.
    public var description: String { storage.rawValue }
}
