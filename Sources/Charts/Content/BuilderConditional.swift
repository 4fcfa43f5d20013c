import VellumViews

/// Chart content of one branch of an `if`/`else` or `switch`.
public enum BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: ChartPrimitive {
    /// The first branch.
    case first(TrueContent)
    /// The second branch.
    case second(FalseContent)
    package func collect(into marks: inout [ChartMark]) {
        switch self {
        case .first(let content): marks += collectMarks(content)
        case .second(let content): marks += collectMarks(content)
        }
    }
}
