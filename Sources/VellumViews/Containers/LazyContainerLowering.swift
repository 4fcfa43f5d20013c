import VellumGeometry
import VellumLayout

/// Lowers the content of a lazy container (`LazyVStack`, `LazyHStack`,
/// `LazyVGrid`, `LazyHGrid`).
///
/// Inside a scroll view along the container's axis, a `ForEach` in its
/// content becomes a lazy run, which the layout makes row by row until the
/// screen is filled (see `LayoutEngine.lazySize`). Anywhere else, or with
/// no `ForEach`, the container is its eager layout, as in SwiftUI (a lazy
/// stack outside a scroll view makes every row).
enum LazyContainerLowering {
    static func lower(_ content: any View, layout: any Layout, axis: Axis, name: String,
                      _ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        inner.lowersLazily = context.environment.enclosingScrollAxes.contains(axis == .vertical ? .vertical : .horizontal)
        let nodes = try inner.lower(content)
        guard LazyChildren.containsRun(nodes) else {
            return [LayoutNode(.layout(LayoutBox(layout)), children: nodes, name: name)]
        }
        return [LayoutNode(.layout(LayoutBox(layout, lazy: LazyContent(children: .concatenating(nodes), axis: axis))), name: name)]
    }
}
