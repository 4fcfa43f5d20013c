import VellumCore
import VellumLayout
import VellumViews

/// Lowers a view in an environment.
func lower<V: View>(_ view: V, _ update: (inout EnvironmentValues) -> Void = { _ in }) throws -> [LayoutNode] {
    var env = EnvironmentValues()
    update(&env)
    return try LoweringContext(environment: env).lower(view)
}

/// The first drawing found in a node tree, depth first.
func firstDrawing(_ nodes: [LayoutNode]) -> Drawing? {
    for n in nodes {
        if let d = n.drawing { return d }
        if let d = firstDrawing(n.children) { return d }
    }
    return nil
}

/// Every drawing in a node tree, depth first.
func drawings(_ nodes: [LayoutNode]) -> [Drawing] {
    nodes.flatMap { ($0.drawing.map { [$0] } ?? []) + drawings($0.children) }
}

/// The colour a drawing fills or draws text with.
func color(_ d: Drawing?) -> RGBAColor? {
    switch d {
    case .fill(_, let p, _)?, .stroke(_, let p, _, _)?, .text(_, _, let p)?:
        if case .color(let c) = p.kind { return c.multiplyingAlpha(p.opacity) }
        return nil
    default: return nil
    }
}
