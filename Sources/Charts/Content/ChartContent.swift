import VellumViews

/// A type that represents the content of a chart: marks, groups of marks and
/// their modifiers.
///
/// Write your own chart content as you write a view, from marks:
///
/// ```swift
/// struct Goal: ChartContent {
///     var value: Double
///     var body: some ChartContent {
///         RuleMark(y: .value("Goal", value)).foregroundStyle(.red)
///     }
/// }
/// ```
public protocol ChartContent {
    /// The type of content representing the body of this content.
    associatedtype Body: ChartContent
    /// The content of this chart content.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content that Charts reads directly rather than through `body`.
package protocol ChartPrimitive: ChartContent where Body == Never {
    /// Appends the marks this content stands for.
    func collect(into marks: inout [ChartMark])
}

extension ChartPrimitive {
    /// Primitive chart content has no body.
    public var body: Never { preconditionFailure("\(Self.self) is read by Charts, not through body: Never") }
}

/// The marks of any chart content, in the order they are written.
package func collectMarks(_ content: any ChartContent) -> [ChartMark] {
    if let primitive = content as? any ChartPrimitive {
        var marks: [ChartMark] = []
        primitive.collect(into: &marks)
        return marks
    }
    return collectMarks(content.body)
}
