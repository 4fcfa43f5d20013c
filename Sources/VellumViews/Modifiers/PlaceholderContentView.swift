import VellumLayout

/// A placeholder used to construct an inline modifier, transition, or other
/// helper type: the view a `phaseAnimator` or `keyframeAnimator` modifies.
///
/// ```swift
/// Image(systemName: "heart.fill")
///     .phaseAnimator([false, true]) { content, big in content.scaleEffect(big ? 1.5 : 1) }
/// ```
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: Value
    /// The placeholder is lowered as the view it stands for, never through a body.
    public var body: Never { preconditionFailure("PlaceholderContentView is lowered by Vellum: Never") }
}

extension PlaceholderContentView: PrimitiveView where Value: View {
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
}
