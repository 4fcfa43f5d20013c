import Foundation
import VellumCore
import VellumGeometry
import VellumRender

/// One text as the audits see it: what it should say and what is drawn,
/// where, in which colour, over which colour.
package struct TextSample: Equatable, Sendable {
    /// The whole string (the accessible label).
    package var label: String
    /// What its runs draw: shorter than the label, ending in "…", when truncated.
    package var drawn: String
    /// Its laid-out frame on the picture.
    package var frame: CGRect
    /// The part of the frame left visible by clips; nil when none is.
    package var shown: CGRect?
    /// The part of the frame left by the clips that cut text off: every clip
    /// but a scroll view's (what it hides scrolls into view), and the screen's
    /// edges outside a scroll view; nil when none is left.
    package var uncut: CGRect?
    /// Its colour as seen (its alpha and the opacity above it blended over the
    /// background), or nil for a gradient or pattern.
    package var color: RGBAColor?
    /// The opaque colour under its centre: the fills drawn before it there,
    /// blended in order over the screen; nil when one of them is a gradient
    /// or an image.
    package var background: RGBAColor?
    /// The first run's point size and weight.
    package var size: CGFloat
    package var weight: Int
    /// Whether it is out of VoiceOver's reach (hidden, or behind a presentation).
    package var hidden: Bool

    /// Whether fewer characters are drawn than it has (an ellipsis in place of the rest).
    package var isTruncated: Bool {
        let whole = label.filter { !$0.isWhitespace }, shown = drawn.filter { !$0.isWhitespace }
        return shown != whole && (shown.count < whole.count || (shown.contains("…") && !whole.contains("…")))
    }
    /// Whether a clip cuts away part of it (more than half a point either
    /// way); a scroll view's edge does not.
    package var isClipped: Bool {
        guard let uncut else { return true }
        return uncut.width < frame.width - 0.5 || uncut.height < frame.height - 0.5
    }

    /// The texts of `nodes` in drawing order, on a screen of `base` colour.
    package static func samples(in nodes: [RenderNode], canvas: CGSize, base: RGBAColor) -> [TextSample] {
        var walk = Walk(base: base)
        let screen = CGRect(origin: .zero, size: canvas)
        for n in nodes { walk.visit(n, .identity, screen, cut: screen, opacity: 1, hidden: false) }
        return walk.texts
    }

    /// The traversal: fills seen so far, in paint order, and the texts found.
    private struct Walk {
        let base: RGBAColor
        /// Each fill's outline, the transform it is drawn with, and its colour (nil: not a solid colour).
        var fills: [(path: Path, transform: CGAffineTransform, evenOdd: Bool, color: RGBAColor?)] = []
        var texts: [TextSample] = []

        /// `visible`: what all clips leave; `cut`: what the clips that cut text off leave (see ``uncut``).
        mutating func visit(_ node: RenderNode, _ transform: CGAffineTransform, _ visible: CGRect, cut: CGRect, opacity: Double, hidden: Bool) {
            switch node {
            case .group(let g):
                guard g.opacity > 0 else { return }
                let inner = (g.transform ?? .identity).concatenating(transform)
                var visible = visible, cut = cut
                if let clip = g.clip?.path.boundingRect, !clip.isNull {
                    visible = visible.intersection(clip.applying(inner))
                    // Inside a scroll view, neither its edge nor the screen's cuts text off: it scrolls.
                    if g.clipScrolls { cut = .infinite } else { cut = cut.intersection(clip.applying(inner)) }
                }
                let hidden = hidden || g.accessibility?.hidden == true
                for c in g.children { visit(c, inner, visible, cut: cut, opacity: opacity * g.opacity, hidden: hidden) }
            case .path(let p):
                guard let fill = p.fill else { return }
                var color: RGBAColor?
                if case .color(let c) = fill.paint { color = c.multiplyingAlpha(fill.opacity * opacity) }
                fills.append((p.path, transform, p.evenOdd, color))
            case .image(let i):
                fills.append((Path(i.rect), transform, false, nil))
            case .text(let t):
                guard let run = t.runs.first, let frame = (t.frame ?? node.paintedBounds)?.applying(transform),
                      frame.minX.isFinite, frame.minY.isFinite else { return }
                let shown = frame.intersection(visible), uncut = frame.intersection(cut)
                let background = self.background(at: CGPoint(x: frame.midX, y: frame.midY))
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

        /// The colour under `point`: the fills there, blended in paint order over the screen's colour.
        func background(at point: CGPoint) -> RGBAColor? {
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
}
