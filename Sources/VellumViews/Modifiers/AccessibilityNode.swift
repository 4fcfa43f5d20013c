import VellumCore
import VellumLayout

/// Builds the layout nodes that carry accessibility: one node per element,
/// the modifiers on a view merged into it (a label with traits gives one
/// SVG group with `role`, `aria-label` and `<title>`).
enum AccessibilityNode {
    /// `node` with `update` applied to its accessibility: merged into the node
    /// when it already is an accessibility (or label) effect, else wrapping it.
    static func update(_ node: LayoutNode, _ update: (inout AccessibilityInfo) -> Void) -> LayoutNode {
        var info: AccessibilityInfo
        var wrapped = node
        switch node.kind {
        case .effect(.accessibility(let a)): info = a
        case .effect(.label(let l)): info = AccessibilityInfo(label: l)
        default:
            info = AccessibilityInfo()
            wrapped = LayoutNode(.leaf(.empty), children: [node], name: "accessibility")
        }
        update(&info)
        wrapped.kind = .effect(.accessibility(info))
        return wrapped
    }

    /// `node` labelled `label`: the plain label effect (`role="img"` and
    /// `aria-label`) unless the node already carries accessibility.
    static func label(_ label: String, on node: LayoutNode) -> LayoutNode {
        if case .effect(.accessibility) = node.kind { return update(node) { $0.label = label } }
        return LayoutNode(.effect(.label(label)), children: [node], name: "accessibilityLabel")
    }

    /// `node` made one accessibility element: for `.combine` labelled with its
    /// children's text and labels (joined with ", ") unless it has a label;
    /// for `.contain` a group of the elements inside.
    static func element(_ node: LayoutNode, children: AccessibilityChildBehavior) -> LayoutNode {
        update(node) { a in
            if children == .contain { a.children = .contain; return }
            a.children = .single
            if children == .combine, a.label == nil {
                let parts = spoken(node.children.isEmpty || !isAccessibility(node) ? [node] : node.children)
                if !parts.isEmpty { a.label = parts.joined(separator: ", ") }
            }
        }
    }

    private static func isAccessibility(_ node: LayoutNode) -> Bool {
        switch node.kind {
        case .effect(.accessibility), .effect(.label): return true
        default: return false
        }
    }

    /// What a screen reader says for `nodes`, in order: each labelled
    /// subtree's label, else each text's string; hidden subtrees say nothing.
    private static func spoken(_ nodes: [LayoutNode]) -> [String] {
        var out: [String] = []
        for n in nodes {
            switch n.kind {
            case .effect(.label(let l)): out.append(l); continue
            case .effect(.accessibility(let a)):
                if a.hidden { continue }
                if let l = a.label { out.append(l); continue }
            case .effect(.hidden): continue
            default: break
            }
            if case .text(let t, _, _)? = n.drawing, !t.string.isEmpty { out.append(t.string) }
            out += spoken(n.children)
        }
        return out
    }
}
