import Foundation
import VellumCore
import VellumGeometry
import VellumRender

/// Walks a picture's painted nodes in drawing order, keeping every fill it
/// has passed, and samples each text and each icon glyph with the colour
/// drawn under it: what the accessibility audits read.
package struct ContrastSampler {
    /// Every text, in drawing order.
    package private(set) var texts: [TextSample] = []
    /// Every solid glyph of an icon-only element, in drawing order.
    package private(set) var icons: [IconSample] = []

    private let base: RGBAColor
    /// Each fill's outline, the transform it is drawn with, and its colour (nil: not a solid colour).
    private var fills: [(path: Path, transform: CGAffineTransform, evenOdd: Bool, color: RGBAColor?)] = []

    /// The samples of `nodes` on a screen of `canvas` filled with `base`.
    package init(_ nodes: [RenderNode], canvas: CGSize, base: RGBAColor) {
        self.base = base
        let screen = CGRect(origin: .zero, size: canvas)
        for n in nodes { visit(n, .identity, screen, cut: screen, opacity: 1, hidden: false, icon: nil) }
    }

    /// The icon-only element a glyph belongs to: its name and frame.
    private typealias Icon = (name: String, frame: CGRect)

    /// `visible`: what all clips leave; `cut`: what the clips that cut text
    /// off leave (``TextSample/uncut``); `icon`: the icon-only element around.
    private mutating func visit(_ node: RenderNode, _ transform: CGAffineTransform, _ visible: CGRect, cut: CGRect,
                                opacity: Double, hidden: Bool, icon: Icon?) {
        switch node {
        case .group(let g):
            guard g.opacity > 0 else { return }
            let inner = (g.transform ?? .identity).concatenating(transform)
            var visible = visible, cut = cut
            if let clip = g.clip?.path.boundingRect, !clip.isNull {
                visible = visible.intersection(clip.applying(inner))
                // Inside a scroll view, neither its edge nor the screen's cuts text off: it scrolls.
                if g.clipScrolls { cut = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9) } else { cut = cut.intersection(clip.applying(inner)) }
            }
            let hidden = hidden || g.accessibility?.hidden == true
            var icon = icon
            if icon == nil, let a = g.accessibility, !a.hidden, let frame = g.accessibilityFrame,
               a.children == .single || a.label != nil || !a.traits.isDisjoint(with: [.isButton, .isLink, .isImage]),
               !Self.showsText(g.children) {
                icon = ((a.viewType ?? "Image") + " " + AccessibilityTreeText.quoted(a.label ?? ""), frame.applying(inner))
            }
            for c in g.children { visit(c, inner, visible, cut: cut, opacity: opacity * g.opacity, hidden: hidden, icon: icon) }
        case .path(let p):
            guard let fill = p.fill else { return }
            var color: RGBAColor?
            if case .color(let c) = fill.paint { color = c.multiplyingAlpha(fill.opacity * opacity) }
            // A glyph, not the element's own background: smaller than most of its frame.
            if let icon, !hidden, let color, color.alpha > 0 {
                let bounds = p.path.boundingRect.applying(transform)
                if !bounds.isNull, bounds.width * bounds.height < 0.8 * icon.frame.width * icon.frame.height,
                   let background = background(at: CGPoint(x: bounds.midX, y: bounds.midY)) {
                    icons.append(IconSample(element: icon.name, frame: icon.frame,
                                            color: ContrastRatio.blend(color, over: background), background: background))
                }
            }
            fills.append((p.path, transform, p.evenOdd, color))
        case .image(let i):
            fills.append((Path(i.rect), transform, false, nil))
        case .text(let t):
            guard let run = t.runs.first, let frame = (t.frame ?? node.paintedBounds)?.applying(transform),
                  frame.minX.isFinite, frame.minY.isFinite else { return }
            let shown = frame.intersection(visible), uncut = frame.intersection(cut)
            let background = background(at: CGPoint(x: frame.midX, y: frame.midY))
            var color: RGBAColor?
            if case .color(let c) = run.paint.paint, let background {
                color = ContrastRatio.blend(c.multiplyingAlpha(run.paint.opacity * opacity), over: background)
            }
            texts.append(TextSample(label: t.label, drawn: t.runs.map(\.text).joined(), frame: frame,
                                    shown: shown.isNull || shown.isEmpty ? nil : shown,
                                    uncut: uncut.isNull || uncut.isEmpty ? nil : uncut, color: color, background: background,
                                    size: run.font.size, weight: run.font.weight, hidden: hidden))
        }
    }

    /// Whether any text is drawn in `nodes`.
    private static func showsText(_ nodes: [RenderNode]) -> Bool {
        nodes.contains { node in
            switch node {
            case .text(let t): return !t.label.isEmpty
            case .group(let g): return showsText(g.children)
            case .path, .image: return false
            }
        }
    }

    /// The colour under `point`: the fills there, blended in paint order over the screen's colour;
    /// nil when one of them is a gradient or an image.
    private func background(at point: CGPoint) -> RGBAColor? {
        var seen = base
        for f in fills {
            let det = f.transform.a * f.transform.d - f.transform.b * f.transform.c
            guard det != 0, det.isFinite,
                  f.path.contains(point.applying(f.transform.inverted()), eoFill: f.evenOdd) else { continue }
            guard let c = f.color else { return nil }
            seen = ContrastRatio.blend(c, over: seen)
        }
        return seen
    }
}
