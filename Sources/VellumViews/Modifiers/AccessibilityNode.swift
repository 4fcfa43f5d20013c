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
            guard children == .combine else { return }
            let inside = node.children.isEmpty || !isAccessibility(node) ? [node] : node.children
            if a.label == nil {
                let parts = spoken(inside)
                if !parts.isEmpty { a.label = parts.joined(separator: ", ") }
            }
            // "The new accessibility element merges properties from all non-hidden children" (Apple, `.combine`).
            merge(inside, into: &a)
        }
    }

    /// `node` made the one element a control is on iOS: its traits (a
    /// button's, a toggle's), its value, and its label: `label` when given
    /// (a slider's, which is not drawn), else its content's text and labels
    /// joined with ", ". Modifiers the control's own content carries are kept
    /// (a label given inside wins); a disabled control is `notEnabled`. The
    /// node is named after the control (`name`), which the view tree shows.
    static func control(_ node: LayoutNode, _ name: String, traits: AccessibilityTraitBits, value: String? = nil, label: String? = nil,
                        enabled: Bool = true) -> LayoutNode {
        let spokenLabel = label ?? spoken([node]).joined(separator: ", ")
        var element = update(node) { a in
            a.children = .single
            if a.label == nil, !spokenLabel.isEmpty { a.label = spokenLabel }
            a.traits.formUnion(traits)
            if !enabled { a.traits.insert(.isNotEnabled) }
            if a.value == nil { a.value = value }
            if a.viewType == nil { a.viewType = name }
        }
        element.name = name
        return element
    }

    /// A list row's content that is one control (a button, navigation link,
    /// toggle, link or slider), split into the content without its element
    /// and the element, which the row takes: on iOS the whole cell is the
    /// control's element, so VoiceOver's frame and the hit region are the row's.
    static func rowControl(_ content: LayoutNode) -> (content: LayoutNode, element: LayoutNode)? {
        guard case .effect(.accessibility(let a)) = content.kind, a.children == .single, content.children.count == 1,
              !a.traits.isDisjoint(with: [.isButton, .isToggle, .isLink, .isAdjustable]) else { return nil }
        // The element keeps everything the content's node carries (its marks, its identity), the row as its child.
        var element = content
        element.children = []
        return (content.children[0], element)
    }

    /// What a screen reader says for `nodes` as one string: each labelled
    /// subtree's label, else each text's string, joined with ", ".
    static func spokenText(_ nodes: [LayoutNode]) -> String { spoken(nodes).joined(separator: ", ") }

    /// `a` with the custom actions, custom content and rotors of the
    /// accessibility inside `nodes` that is not hidden, in order.
    private static func merge(_ nodes: [LayoutNode], into a: inout AccessibilityInfo) {
        for n in nodes {
            switch n.kind {
            case .effect(.accessibility(let inner)):
                if inner.hidden { continue }
                a.actions += inner.actions
                a.customContent += inner.customContent
                a.rotors += inner.rotors
            case .effect(.hidden): continue
            default: break
            }
            merge(n.children, into: &a)
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
