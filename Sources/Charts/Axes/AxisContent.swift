import VellumViews

/// The content of an axis: one or more `AxisMarks`.
public protocol AxisContent {}

/// Axis content Charts reads directly.
package protocol AxisContentPrimitive: AxisContent {
    func collect(into specs: inout [AxisMarksSpec])
}

package func collectAxisMarks(_ content: any AxisContent) -> [AxisMarksSpec] {
    var out: [AxisMarksSpec] = []
    (content as? any AxisContentPrimitive)?.collect(into: &out)
    return out
}

/// A result builder of axis content.
///
/// ```swift
/// .chartYAxis {
///     AxisMarks(position: .leading)
///     AxisMarks(values: [0, 100]) { _ in AxisGridLine().foregroundStyle(.red) }
/// }
/// ```
@resultBuilder
public enum AxisContentBuilder {
    /// An empty closure.
    public static func buildBlock() -> AxisContentTuple { AxisContentTuple(contents: []) }
    /// Several axis contents.
    public static func buildBlock(_ contents: any AxisContent...) -> AxisContentTuple { AxisContentTuple(contents: contents) }
    /// Content under `if`.
    public static func buildOptional(_ content: (any AxisContent)?) -> AxisContentTuple {
        AxisContentTuple(contents: content.map { [$0] } ?? [])
    }
    /// The first branch.
    public static func buildEither(first: any AxisContent) -> AxisContentTuple { AxisContentTuple(contents: [first]) }
    /// The second branch.
    public static func buildEither(second: any AxisContent) -> AxisContentTuple { AxisContentTuple(contents: [second]) }
    /// Content under `if #available`.
    public static func buildLimitedAvailability(_ content: any AxisContent) -> AxisContentTuple { AxisContentTuple(contents: [content]) }
}

/// Axis contents written one after another.
public struct AxisContentTuple: AxisContentPrimitive {
    let contents: [any AxisContent]
    package func collect(into specs: inout [AxisMarksSpec]) {
        for content in contents { specs += collectAxisMarks(content) }
    }
}
