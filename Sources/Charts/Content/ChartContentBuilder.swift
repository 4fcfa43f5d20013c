import VellumViews

/// A result builder that makes chart content from closures of marks.
///
/// ```swift
/// Chart {
///     BarMark(x: .value("Day", "Mon"), y: .value("Steps", 6019))
///     if showGoal { RuleMark(y: .value("Goal", 7000)) }
///     ForEach(days) { day in BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps)) }
/// }
/// ```
@resultBuilder
public enum ChartContentBuilder {
    /// Passes a single mark through.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// An empty closure.
    public static func buildBlock() -> BuilderEmpty { BuilderEmpty() }
    /// One piece of content.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    /// Several pieces of content, drawn in order.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(repeat each content)
    }
    /// Content of an `if` without `else`.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> BuilderConditional<C, BuilderEmpty> {
        content.map { .first($0) } ?? .second(BuilderEmpty())
    }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> { .first(first) }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> { .second(second) }
    /// Content of a `for` loop.
    public static func buildArray<C: ChartContent>(_ content: [C]) -> ChartContentArray<C> { ChartContentArray(elements: content) }
    /// Content under `if #available`.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent { AnyChartContent(content) }
}
