import Foundation
import VellumCore
import VellumGeometry
import VellumRender
import VellumViews

/// The elements VoiceOver visits on a picture, in its order, found in the
/// painted and composed nodes (before device chrome).
///
/// What is an element, as iOS forms them:
/// - a view made one with `accessibilityElement(children: .ignore)` or
///   `.combine`, and every built-in control (a button or a navigation link,
///   a toggle, a slider, a stepper, a text field, a link): one element, its
///   label its own or its content's text and labels joined with ", ";
/// - a view with an `accessibilityLabel`, or traits that make it a header,
///   button, link or image: one element;
/// - every text, and every named image, outside such an element.
///
/// Not elements: hidden subtrees (`accessibilityHidden(true)`,
/// `Image(decorative:)`, `hidden()`, opacity 0), what a clip cuts away, and
/// what a sheet, alert or dialog covers. A value, hint, identifier, trait or
/// sort priority given to a view that is not an element itself goes to the
/// one element inside it.
///
/// The order is VoiceOver's: within each container (the screen, and every
/// `accessibilityElement(children: .contain)`), higher
/// `accessibilitySortPriority` first; then in rows, top to bottom, an
/// element joining the row of the one above when its middle lies within that
/// one's height; in a row leading to trailing, so mirrored right to left. A
/// container is read as a whole, where its first element falls.
package struct AccessibilityHierarchy {
    /// The elements, in reading order.
    package let elements: [AccessibilityElement]

    /// The hierarchy of `nodes` on a canvas of `canvas`, read in `direction`.
    package init(_ nodes: [RenderNode], canvas: CGSize, direction: LayoutDirection = .leftToRight) {
        let bounds = CGRect(origin: .zero, size: canvas)
        var items: [Item] = []
        for n in nodes { items += Self.collect(n, .identity, bounds) }
        elements = Self.resolvingRotors(Self.ordered(items, direction: direction).flatMap(\.elements))
    }

    /// `elements` with each rotor entry that names an element on the picture
    /// labelled as that element is: VoiceOver reads the element it moves to.
    private static func resolvingRotors(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        guard elements.contains(where: { !$0.rotors.isEmpty }) else { return elements }
        var labels: [String: String] = [:]
        for e in elements { if let key = e.rotorEntry, labels[key] == nil { labels[key] = e.label } }
        return elements.map { e in
            var e = e
            for r in e.rotors.indices {
                for i in e.rotors[r].entries.indices {
                    if let key = e.rotors[r].entries[i].target, let label = labels[key] { e.rotors[r].entries[i].label = label }
                }
            }
            return e
        }
    }

    /// `e` with what `a` gives beyond its label and traits: actions, custom content, rotors.
    private static func adding(_ a: AccessibilityInfo, to e: inout AccessibilityElement) {
        e.actions += a.actions
        e.customContent += a.customContent
        e.rotors += a.rotors
        if let key = a.rotorEntry { e.rotorEntry = key }
    }

    /// An element, or a container of items, with the priority it sorts by.
    indirect enum Item {
        case element(AccessibilityElement, priority: Double)
        case container([Item], priority: Double)

        var priority: Double {
            switch self {
            case .element(_, let p), .container(_, let p): return p
            }
        }
        /// The elements inside, in the order they are held.
        var elements: [AccessibilityElement] {
            switch self {
            case .element(let e, _): return [e]
            case .container(let items, _): return items.flatMap(\.elements)
            }
        }
        /// Where it is: the element's frame, or the first element's of a container.
        var frame: CGRect { elements.first?.frame ?? .null }

        /// The item with each element's hit frame grown to `bar`'s height.
        func spanning(_ bar: CGRect) -> Item {
            switch self {
            case .element(var e, let p):
                e.hitFrame = CGRect(x: e.hitFrame.minX, y: Swift.min(e.hitFrame.minY, bar.minY), width: e.hitFrame.width,
                                    height: Swift.max(e.hitFrame.maxY, bar.maxY) - Swift.min(e.hitFrame.minY, bar.minY))
                return .element(e, priority: p)
            case .container(let items, let p):
                return .container(items.map { $0.spanning(bar) }, priority: p)
            }
        }

        func with(priority: Double) -> Item {
            switch self {
            case .element(let e, _): return .element(e, priority: priority)
            case .container(let items, _): return .container(items, priority: priority)
            }
        }
    }

    // MARK: Finding the elements

    /// The items in `node` (moved by `transform`, cut to `visible`), as drawn.
    private static func collect(_ node: RenderNode, _ transform: CGAffineTransform, _ visible: CGRect) -> [Item] {
        switch node {
        case .group(let g):
            guard g.opacity > 0 else { return [] }
            let inner = (g.transform ?? .identity).concatenating(transform)
            var visible = visible
            if let clip = g.clip?.path.boundingRect, !clip.isNull {
                visible = visible.intersection(clip.applying(inner))
                if visible.isNull || visible.isEmpty { return [] }
            }
            func frame() -> CGRect? {
                let painted = g.children.compactMap(\.paintedBounds)
                return g.accessibilityFrame ?? painted.first.map { painted.dropFirst().reduce($0) { $0.union($1) } }
            }
            func element(_ label: String, _ a: AccessibilityInfo) -> [Item] {
                guard let frame = frame(), let shown = shown(frame.applying(inner), in: visible) else { return [] }
                var traits = a.traits
                if a.headingLevel != nil { traits.insert(.isHeader) }
                // Content made an element by a label or a header trait, with no control's role:
                // static text when it shows text (a header text is both), else an image when labelled.
                if a.children == nil, traits.isDisjoint(with: [.isButton, .isLink, .isToggle, .isAdjustable, .isTextEntry, .isImage]) {
                    if !spoken(g.children).isEmpty || draws(.glyphs, in: g.children) { traits.insert(.isStaticText) }
                    else if a.label != nil, !traits.contains(.isHeader), draws(.symbol, in: g.children) { traits.insert(.isImage) }
                }
                var e = AccessibilityElement(frame: shown, label: label, value: a.value, hint: a.hint, identifier: a.identifier,
                                             traits: traits, viewType: a.viewType)
                e.explicitActivationPoint = a.activationPoint.map { $0.point(in: frame).applying(inner) }
                adding(a, to: &e)
                return [.element(e, priority: a.sortPriority)]
            }
            let children = { g.children.flatMap { collect($0, inner, visible) } }
            if let a = g.accessibility {
                if a.hidden { return [] }
                switch a.children {
                case .single?: return element(a.label ?? spoken(g.children), a)
                case .contain?:
                    var items = children()
                    // A tab bar's items are touched over the bar's whole height.
                    if a.traits.contains(.isTabBar), let bar = frame()?.applying(inner) {
                        items = items.map { $0.spanning(bar) }
                    }
                    return items.isEmpty ? [] : [.container(items, priority: a.sortPriority)]
                case nil:
                    let makesElement: AccessibilityTraitBits = [.isHeader, .isButton, .isLink, .isImage]
                    if a.label != nil || a.headingLevel != nil || !a.traits.isDisjoint(with: makesElement) {
                        return element(a.label ?? spoken(g.children), a)
                    }
                    return applying(a, frame: frame()?.applying(inner), visible: visible, to: children())
                }
            }
            if let label = g.label {
                return element(label, AccessibilityInfo(label: label))
            }
            return children()
        case .text(let t):
            guard !t.label.isEmpty, let frame = t.frame ?? node.paintedBounds,
                  let shown = shown(frame.applying(transform), in: visible) else { return [] }
            return [.element(AccessibilityElement(frame: shown, label: t.label, traits: .isStaticText, viewType: "Text"), priority: 0)]
        case .image(let i):
            guard !i.image.name.isEmpty, let shown = shown(i.rect.applying(transform), in: visible) else { return [] }
            return [.element(AccessibilityElement(frame: shown, label: i.image.name, traits: .isImage, viewType: "Image"), priority: 0)]
        case .path, .backdrop:
            return []
        }
    }

    /// What a view that is not an element says of the one element inside it:
    /// its value, hint, identifier and traits go to that element, which takes
    /// the view's frame (iOS reads a padded text with a background whose
    /// traits were added outside them over the whole background); its sort
    /// priority to what it holds, taken as a whole.
    private static func applying(_ a: AccessibilityInfo, frame: CGRect? = nil, visible: CGRect = .infinite,
                                 to items: [Item]) -> [Item] {
        if items.count == 1, case .element(var e, let priority) = items[0] {
            if let point = a.activationPoint, let frame { e.explicitActivationPoint = point.point(in: frame) }
            if let frame, let shown = shown(frame, in: visible), shown.contains(e.frame), shown != e.frame {
                e.frame = shown
                e.hitFrame = shown
            }
            if let value = a.value { e.value = value }
            if let hint = a.hint { e.hint = hint }
            if let identifier = a.identifier { e.identifier = identifier }
            e.traits.formUnion(a.traits)
            adding(a, to: &e)
            return [.element(e, priority: a.sortPriority != 0 ? a.sortPriority : priority)]
        }
        guard a.sortPriority != 0, !items.isEmpty else { return items }
        return [.container(items, priority: a.sortPriority)]
    }

    /// The part of `frame` that is visible, when any of it is.
    private static func shown(_ frame: CGRect, in visible: CGRect) -> CGRect? {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { return nil }
        let shown = frame.intersection(visible)
        guard !shown.isNull, shown.width > 0 || shown.height > 0 else { return nil }
        return shown
    }

    /// Whether `nodes` draw paths of `content` (a bitmap counts as a symbol:
    /// both are images): a labelled image is an image to VoiceOver, labelled
    /// glyphs are text, a labelled shape or colour is a plain element.
    private static func draws(_ content: RenderPath.Content, in nodes: [RenderNode]) -> Bool {
        nodes.contains { node in
            switch node {
            case .image: return content == .symbol
            case .path(let p): return p.content == content
            case .group(let g): return draws(content, in: g.children)
            case .text, .backdrop: return false
            }
        }
    }

    /// The strings of the texts and labels in `nodes`, in order, joined with
    /// ", ": the label of an element labelled by its content.
    private static func spoken(_ nodes: [RenderNode]) -> String {
        func parts(_ nodes: [RenderNode]) -> [String] {
            nodes.flatMap { node -> [String] in
                switch node {
                case .text(let t): return t.label.isEmpty ? [] : [t.label]
                case .group(let g):
                    if g.accessibility?.hidden == true { return [] }
                    if let l = g.accessibility?.label ?? g.label { return [l] }
                    return parts(g.children)
                case .path, .image, .backdrop: return []
                }
            }
        }
        return parts(nodes).joined(separator: ", ")
    }

    // MARK: Reading order

    /// `items` in reading order, each container's own items ordered too.
    static func ordered(_ items: [Item], direction: LayoutDirection) -> [Item] {
        let inner = items.map { item -> Item in
            guard case .container(let held, let p) = item else { return item }
            return .container(ordered(held, direction: direction), priority: p)
        }
        let rows = rows(inner, direction: direction)
        // Higher priorities first; the sort is stable, so equal ones keep reading order.
        return rows.enumerated().sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.map(\.element)
    }

    /// `items` in rows, top to bottom, each row leading to trailing.
    private static func rows(_ items: [Item], direction: LayoutDirection) -> [Item] {
        let byTop = items.enumerated().sorted { a, b in
            (a.element.frame.minY, a.offset) < (b.element.frame.minY, b.offset)
        }.map(\.element)
        var out: [Item] = []
        var row: [Item] = []
        var band = CGRect.null
        func flush() {
            out += row.enumerated().sorted { a, b in
                let ax = direction == .rightToLeft ? -a.element.frame.maxX : a.element.frame.minX
                let bx = direction == .rightToLeft ? -b.element.frame.maxX : b.element.frame.minX
                return (ax, a.element.frame.minY, a.offset) < (bx, b.element.frame.minY, b.offset)
            }.map(\.element)
            row = []
        }
        for item in byTop {
            let f = item.frame
            if !row.isEmpty, !(f.midY > band.minY && f.midY < band.maxY) { flush() }
            if row.isEmpty { band = f }
            row.append(item)
        }
        flush()
        return out
    }
}
