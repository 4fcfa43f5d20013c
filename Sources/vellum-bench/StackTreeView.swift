import Vellum

/// The stack tree as real Vellum views: `HStack`/`VStack` with the spec's
/// spacing, `.padding(_:)` where the spec pads, and each leaf a fixed-size
/// colour (`Color.frame(width:height:)`), coloured by its index.
enum StackTreeView {
    /// The view for `spec`; leaves are numbered in preorder from `next`.
    static func make(_ spec: StackSpec) -> AnyView {
        var next = 0
        return make(spec, &next)
    }

    private static func make(_ spec: StackSpec, _ next: inout Int) -> AnyView {
        switch spec {
        case .leaf(let w, let h):
            let i = next
            next += 1
            return AnyView(leafColor(i).frame(width: w, height: h))
        case .stack(let horizontal, let spacing, let padding, let children):
            var kids: [AnyView] = []
            kids.reserveCapacity(children.count)
            for c in children { kids.append(make(c, &next)) }
            let content = ForEach(0..<kids.count) { kids[$0] }
            let stack = horizontal
                ? AnyView(HStack(spacing: spacing) { content })
                : AnyView(VStack(spacing: spacing) { content })
            return padding > 0 ? AnyView(stack.padding(padding)) : stack
        }
    }

    /// A deterministic opaque colour for leaf `i`.
    static func leafColor(_ i: Int) -> Color {
        Color(red: Double((i * 37) % 256) / 255, green: Double((i * 91) % 256) / 255, blue: Double((i * 53) % 256) / 255)
    }
}
