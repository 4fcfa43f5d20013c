import VellumLayout

/// A modifier that marks each node of its content for the view graph
/// (`GraphMark`): lifecycle actions, preferences, geometry observers. The
/// mark is made with the modifier's context, so its identity is the
/// modifier's place in the tree.
struct MarkModifier: PrimitiveModifier {
    let mark: (LoweringContext) -> GraphMark

    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try marking(context.lower(content), context)
    }

    /// `nodes` (a lowered content's), each with this modifier's mark.
    func marking(_ nodes: [LayoutNode], _ context: LoweringContext) throws -> [LayoutNode] {
        var nodes = nodes
        guard !nodes.isEmpty else { return nodes }
        let mark = self.mark(context)
        context.graph.noteMark()
        for i in nodes.indices {
            if case .lazyRun = nodes[i].kind {
                let graph = context.graph
                nodes[i] = try nodes[i].mapped { node in
                    var node = node
                    graph.noteMark()
                    node.marks.append(mark)
                    return node
                }
            } else {
                nodes[i].marks.append(mark)
            }
        }
        return nodes
    }

    /// `nodes` with this modifier's mark on the first only: a value the
    /// modified view gives once, however many views its content makes
    /// (toolbar items, a pushed destination).
    func markingFirst(_ nodes: [LayoutNode], _ context: LoweringContext) throws -> [LayoutNode] {
        guard !nodes.isEmpty else { return nodes }
        var nodes = nodes
        nodes[0] = try marking([nodes[0]], context)[0]
        return nodes
    }
}

extension MarkModifier: LazyListTransparent {}
extension IdentityModifier: LazyListTransparent {}

extension LoweringContext {
    /// The identity of the view being lowered, in the view graph.
    package var identity: ViewIdentity { path?.identity ?? .root }

    /// The context for views a modifier attaches to its content (a
    /// background, an overlay, a sheet's content): one level further down, so
    /// they never share an identity (and state) with the content, even when
    /// they are views of the same type.
    package var attached: LoweringContext {
        var context = self
        context.path = ViewPath(parent: path, type: AttachedContent.self, index: nil)
        return context
    }
}

/// The level of the view path under which a modifier's attached views sit.
enum AttachedContent {}
