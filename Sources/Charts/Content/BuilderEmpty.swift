import VellumViews

/// Chart content with no marks: an empty builder closure or a false `if`.
public struct BuilderEmpty: ChartPrimitive {
    /// Creates empty content.
    public init() {}
    package func collect(into marks: inout [ChartMark]) {}
}
