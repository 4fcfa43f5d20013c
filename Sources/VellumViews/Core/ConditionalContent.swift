import VellumLayout

/// The view an `if`/`else` or `switch` in a `@ViewBuilder` produces.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        switch storage {
        case .trueContent(let v): return try context.lower(v)
        case .falseContent(let v): return try context.lower(v)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        guard let v = self else { return [] }
        return try context.lower(v)
    }
}
