import VellumGeometry
import VellumLayout

/// A visual element that separates content: a hairline across its stack's axis.
///
/// ```swift
/// VStack { Text("Above"); Divider(); Text("Below") }
/// ```
public struct Divider: PrimitiveView, Sendable {
    /// Creates a divider.
    public init() {}
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let env = context.environment
        let thickness = 1 / env.displayScale
        let color = SystemPalette.color(SystemPalette.separator, env.colorScheme)
        return [LayoutNode(.leaf(.divider(thickness: thickness)), drawing: .fill(.rectangle, .color(color), FillStyle()), name: "Divider")]
    }
}
