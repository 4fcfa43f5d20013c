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

    /// Draws a picture (its texts left out) and answers the colour at a
    /// point of it: how the colour under a text (or around an icon) over an image is read. Nil
    /// when the picture cannot be drawn (no rasteriser on the machine).
    package typealias Backdrop = (_ textless: [RenderNode], _ canvas: CGSize) -> ((CGPoint) -> RGBAColor?)?

    private let base: RGBAColor
    /// The picture, for `backdrop`.
    private let nodes: [RenderNode]
    private let canvas: CGSize
    private let makeBackdrop: Backdrop?
    /// The drawn picture's colours, made the first time a text lies over an image or pattern.
    private var drawnBackdrop: ((CGPoint) -> RGBAColor?)??
    /// Each fill's outline, the transform it is drawn with, and its paint.
    private var fills: [(path: Path, transform: CGAffineTransform, evenOdd: Bool, paint: FillPaint)] = []

    /// A fill's paint as the sampler reads it: a colour, or a gradient whose
    /// colour at a point it can work out, or something it cannot (an image).
    private enum FillPaint {
        case color(RGBAColor)
        case linear(ResolvedGradient, start: CGPoint, end: CGPoint, opacity: Double)
        case radial(ResolvedGradient, center: CGPoint, radius: CGFloat, opacity: Double)
        case unknown

        init(_ paint: PaintRef, opacity: Double) {
            let alpha = paint.opacity * opacity
            switch paint.paint {
            case .color(let c): self = .color(c.multiplyingAlpha(alpha))
            case .linear(let g, let start, let end): self = .linear(g, start: start, end: end, opacity: alpha)
            case .radial(let g, let center, let radius, nil): self = .radial(g, center: center, radius: radius, opacity: alpha)
            case .radial, .pattern: self = .unknown
            }
        }

        /// The colour at `point`, in the fill's own coordinates; nil when it cannot be known.
        func color(at point: CGPoint) -> RGBAColor? {
            switch self {
            case .color(let c): return c
            case .linear(let g, let start, let end, let opacity):
                let dx = end.x - start.x, dy = end.y - start.y, length = dx * dx + dy * dy
                guard length > 0 else { return g.stops.last?.color.multiplyingAlpha(opacity) }
                let t = Double(((point.x - start.x) * dx + (point.y - start.y) * dy) / length)
                return g.color(at: Self.spread(t, g.spread)).multiplyingAlpha(opacity)
            case .radial(let g, let center, let radius, let opacity):
                guard radius > 0 else { return g.stops.last?.color.multiplyingAlpha(opacity) }
                let t = Double(hypot(point.x - center.x, point.y - center.y) / radius)
                return g.color(at: Self.spread(t, g.spread)).multiplyingAlpha(opacity)
            case .unknown:
                return nil
            }
        }

        /// `t` folded into 0…1 as the gradient's spread draws past its ends.
        static func spread(_ t: Double, _ spread: ResolvedGradient.Spread) -> Double {
            guard t.isFinite else { return 0 }
            switch spread {
            case .pad: return Swift.min(1, Swift.max(0, t))
            case .repeat: return t - t.rounded(.down)
            case .reflect:
                let m = t.truncatingRemainder(dividingBy: 2)
                let folded = m < 0 ? m + 2 : m
                return folded <= 1 ? folded : 2 - folded
            }
        }
    }

    /// The samples of `nodes` on a screen of `canvas` filled with `base`.
    /// Where an image or a pattern lies under a text, the colour under it is
    /// read from `backdrop`'s drawing of the picture without its texts; with
    /// no backdrop, such a text is not checked.
    package init(_ nodes: [RenderNode], canvas: CGSize, base: RGBAColor, backdrop: Backdrop? = nil) {
        self.base = base
        self.nodes = nodes
        self.canvas = canvas
        self.makeBackdrop = backdrop
        let screen = CGRect(origin: .zero, size: canvas)
        for n in nodes { visit(n, .identity, screen, cut: screen, opacity: 1, hidden: false, icon: nil) }
    }

    /// The colour drawn at `point` of the picture without its texts, over the screen's colour; nil
    /// without a backdrop.
    private mutating func drawnColor(at point: CGPoint) -> RGBAColor? {
        if drawnBackdrop == nil { drawnBackdrop = .some(makeBackdrop?(Self.withoutText(nodes), canvas) ?? nil) }
        guard let read = drawnBackdrop ?? nil, let color = read(point) else { return nil }
        return ContrastRatio.blend(color, over: base)
    }

    /// Over an image or a pattern, the colour drawn around a glyph whose bounds are `bounds`, where it
    /// contrasts least with `ink`: the picture (without its texts) read just outside the glyph's four
    /// corners and the middles of its sides, so the glyph itself is not what is read. Nil without a backdrop.
    private mutating func drawnColor(around bounds: CGRect, ink: RGBAColor) -> RGBAColor? {
        let outside = bounds.insetBy(dx: -1.5, dy: -1.5)
        var worst: (ratio: Double, color: RGBAColor)?
        for (fx, fy) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0), (0.5, 0.0), (0.5, 1.0), (0.0, 0.5), (1.0, 0.5)] {
            let point = CGPoint(x: outside.minX + outside.width * fx, y: outside.minY + outside.height * fy)
            guard let under = drawnColor(at: point) else { return nil }
            let ratio = ContrastRatio.of(ContrastRatio.blend(ink, over: under), under)
            if ratio < worst?.ratio ?? .infinity { worst = (ratio, under) }
        }
        return worst?.color
    }

    /// `nodes` with every text left out.
    static func withoutText(_ nodes: [RenderNode]) -> [RenderNode] { textless(nodes) ?? nodes }

    /// `nodes` with every text left out, or nil when they have none.
    private static func textless(_ nodes: [RenderNode]) -> [RenderNode]? {
        RenderNodeEdit.apply(nodes) { node in
            switch node {
            case .text: return .drop
            case .group(var g):
                guard let children = textless(g.children) else { return .keep }
                g.children = children
                return .replace(.group(g))
            case .path, .image, .backdrop: return .keep
            }
        }
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
            let paint = FillPaint(fill, opacity: opacity)
            // A solid glyph, not the element's own background: smaller than most of its frame.
            if let icon, !hidden, case .color(let color) = paint, color.alpha > 0 {
                let bounds = p.path.boundingRect.applying(transform)
                if !bounds.isNull, bounds.width * bounds.height < 0.8 * icon.frame.width * icon.frame.height,
                   let background = background(at: CGPoint(x: bounds.midX, y: bounds.midY)) ?? drawnColor(around: bounds, ink: color) {
                    icons.append(IconSample(element: icon.name, frame: icon.frame,
                                            color: ContrastRatio.blend(color, over: background), background: background))
                }
            }
            fills.append((p.path, transform, p.evenOdd, paint))
        case .image(let i):
            fills.append((Path(i.rect), transform, false, .unknown))
        case .backdrop(let b):
            // Frosted: what shows is a blur of what lies behind, not one colour.
            fills.append((b.shape.path, transform, b.shape.evenOdd, .unknown))
        case .text(let t):
            guard let run = t.runs.first, let frame = (t.frame ?? node.paintedBounds)?.applying(transform),
                  frame.minX.isFinite, frame.minY.isFinite else { return }
            let shown = frame.intersection(visible), uncut = frame.intersection(cut)
            // The colour under the text where it contrasts least: its centre and the middles of its
            // four quarters (a gradient or a card's edge changes what is under a text along it).
            var background: RGBAColor?, color: RGBAColor?
            if case .color(let c) = run.paint.paint {
                let ink = c.multiplyingAlpha(run.paint.opacity * opacity)
                var worst = Double.infinity
                for (fx, fy) in [(0.5, 0.5), (0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                    let point = CGPoint(x: frame.minX + frame.width * fx, y: frame.minY + frame.height * fy)
                    guard let under = self.background(at: point) ?? drawnColor(at: point) else { background = nil; color = nil; break }
                    let seen = ContrastRatio.blend(ink, over: under)
                    let ratio = ContrastRatio.of(seen, under)
                    if ratio < worst { worst = ratio; background = under; color = seen }
                }
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
            case .path, .image, .backdrop: return false
            }
        }
    }

    /// The colour under `point`: the fills there (a gradient's colour at the point), blended in
    /// paint order over the screen's colour; nil when one of them is an image or a pattern.
    private func background(at point: CGPoint) -> RGBAColor? {
        var seen = base
        for f in fills {
            let det = f.transform.a * f.transform.d - f.transform.b * f.transform.c
            guard det != 0, det.isFinite,
                  f.path.contains(point.applying(f.transform.inverted()), eoFill: f.evenOdd) else { continue }
            guard let c = f.paint.color(at: point.applying(f.transform.inverted())) else { return nil }
            seen = ContrastRatio.blend(c, over: seen)
        }
        return seen
    }
}
