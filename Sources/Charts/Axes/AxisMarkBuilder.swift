import VellumViews

/// A result builder of axis marks.
///
/// ```swift
/// AxisMarks { value in
///     AxisGridLine()
///     AxisTick()
///     AxisValueLabel()
/// }
/// ```
@resultBuilder
public enum AxisMarkBuilder {
    /// An empty closure.
    public static func buildBlock() -> AxisMarkTuple { AxisMarkTuple(marks: []) }
    /// Several marks.
    public static func buildBlock(_ marks: any AxisMark...) -> AxisMarkTuple { AxisMarkTuple(marks: marks) }
    /// A mark under `if`.
    public static func buildOptional(_ mark: (any AxisMark)?) -> AxisMarkTuple { AxisMarkTuple(marks: mark.map { [$0] } ?? []) }
    /// The first branch.
    public static func buildEither(first: any AxisMark) -> AxisMarkTuple { AxisMarkTuple(marks: [first]) }
    /// The second branch.
    public static func buildEither(second: any AxisMark) -> AxisMarkTuple { AxisMarkTuple(marks: [second]) }
    /// Marks under `if #available`.
    public static func buildLimitedAvailability(_ mark: any AxisMark) -> AxisMarkTuple { AxisMarkTuple(marks: [mark]) }
}

/// Axis marks written one after another.
public struct AxisMarkTuple: AxisMarkPrimitive {
    let marks: [any AxisMark]
    package func collect(into elements: inout [AxisElement]) {
        for mark in marks { elements += collectAxisElements(mark) }
    }
}
