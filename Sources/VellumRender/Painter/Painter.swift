import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// Turns a laid-out tree into a render tree: every drawing at its absolute
/// frame, every paint in absolute coordinates, every effect as a group.
package struct Painter {
    /// The laid-out tree to paint.
    package let layout: LayoutResult
    /// Shapes text into glyph runs and outlines.
    package let text: any TextEngine

    /// Creates a painter for a layout.
    package init(layout: LayoutResult, text: any TextEngine) { self.layout = layout; self.text = text }

    /// The render tree of the whole layout, without anything that would draw
    /// nothing or hold a coordinate a viewer cannot read.
    package func paint() -> [RenderNode] {
        var out: [RenderNode] = []
        paint(layout.rootID, into: &out)
        return RenderTreeSanitizer.clean(PorterDuffCompositor.resolve(out))
    }

    /// Appends what node `id` and its subtree draw, in drawing order, to `out`.
    private func paint(_ id: Int, into out: inout [RenderNode]) {
        let frame = layout.frames[id]
        if let drawing = layout.nodes[id].drawing { Self.move(filtered(draw(drawing, in: frame), by: drawing), to: &out) }
        let kids = layout.children(of: id)
        switch layout.nodes[id].kind {
        case .firstFitting:
            // Only the child the layout chose was placed.
            for k in kids where layout.isPlaced[k] { paint(k, into: &out) }
        case .background where kids.count == 2:
            paint(kids[kids.startIndex + 1], into: &out)
            paint(kids[kids.startIndex], into: &out)
        case .mask where kids.count == 2 && layout.nodes[id].role == .scrollClip:
            // A scroll view's clip: the frame of its second child, grown into the safe areas.
            let region = layout.children(of: kids[kids.startIndex + 1]).first.map { layout.frames[$0] } ?? frame
            out.append(contentsOf: apply(.clip(.rectangle, FillStyle()), to: painted(kids.prefix(1)), frame: region).map { node in
                guard case .group(var g) = node, g.clip != nil else { return node }
                g.clipScrolls = true
                return .group(g)
            })
        case .mask where kids.count == 2:
            var g = RenderGroup(children: painted(kids.prefix(1)))
            g.mask = painted(kids.suffix(1))
            out.append(.group(g))
        case .effect(let effect):
            out.append(contentsOf: apply(effect, to: painted(kids), frame: frame))
        case .layout where kids.contains(where: { layout.nodes[$0].zIndex != 0 }):
            // Higher zIndex draws later; equal ones keep source order.
            let ordered = kids.enumerated().sorted { a, b in
                let za = layout.nodes[a.element].zIndex, zb = layout.nodes[b.element].zIndex
                return za != zb ? za < zb : a.offset < b.offset
            }.map(\.element)
            for k in ordered { paint(k, into: &out) }
        default:
            for k in kids { paint(k, into: &out) }
        }
    }

    /// Appends `nodes` to `out`; a single node (what a drawing mostly makes)
    /// is moved, not copied out of an array about to be freed.
    private static func move(_ nodes: consuming [RenderNode], to out: inout [RenderNode]) {
        if nodes.count == 1 { out.append(nodes.removeLast()) } else { out.append(contentsOf: nodes) }
    }

    /// What the subtrees of `ids` draw, in order.
    private func painted<S: Sequence<Int>>(_ ids: S) -> [RenderNode] {
        var out: [RenderNode] = []
        for id in ids { paint(id, into: &out) }
        return out
    }

    private func apply(_ effect: Effect, to children: [RenderNode], frame: CGRect) -> [RenderNode] {
        guard !children.isEmpty else { return [] }
        var g = RenderGroup(children: children)
        switch effect {
        case .opacity(let o):
            let v = o.isNaN ? 0 : Swift.min(1, Swift.max(0, o))
            if v <= 0 { return [] }
            g.opacity = v
        case .blendMode(let m): g.blendMode = m
        case .clip(let shape, let style):
            let p = shape.path(frame)
            guard p.isFinite else { return [] }
            g.clip = RenderClip(path: p, evenOdd: style.isEOFilled)
        case .shadow(let color, let radius, let x, let y):
            g.shadow = RenderShadow(color: color, radius: Swift.max(0, radius.sanitized()), offset: CGSize(width: x.sanitized(), height: y.sanitized()))
        case .offset(let o):
            g.transform = CGAffineTransform(translationX: o.width.sanitized(), y: o.height.sanitized())
        case .rotation(let angle, let anchor):
            let a = anchor.point(in: frame)
            g.transform = CGAffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(CGAffineTransform(rotationAngle: angle.radians.isFinite ? angle.radians : 0))
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        case .scale(let s, let anchor):
            let a = anchor.point(in: frame)
            g.transform = CGAffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(CGAffineTransform(scaleX: s.width.sanitized(1), y: s.height.sanitized(1)))
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        case .transform(let t):
            let m = CGAffineTransform(a: t.a.sanitized(1), b: t.b.sanitized(), c: t.c.sanitized(), d: t.d.sanitized(1),
                                      tx: t.tx.sanitized(), ty: t.ty.sanitized())
            g.transform = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
                .concatenating(m)
                .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        case .projection(let m):
            return RenderProjector(m.moved(to: frame.origin)).project(children)
        case .rotation3D(let r):
            return RenderProjector(r.transform(for: frame.size).moved(to: frame.origin)).project(children)
        case .deferred(let effects):
            return effects(frame).reduce(children) { nodes, e in apply(e, to: nodes, frame: frame) }
        case .hidden: return []
        case .filter(let f): g.filters = [f]
        case .compositingGroup: g.isolated = true
        case .label(let l): g.label = l; g.accessibilityFrame = frame
        case .accessibility(let a): g.accessibility = a; g.accessibilityFrame = frame
        }
        return [.group(g)]
    }

    private func draw(_ drawing: Drawing, in frame: CGRect) -> [RenderNode] {
        switch drawing {
        case .fill(let shape, let paint, let style):
            let path = shape.path(frame)
            guard !path.isEmpty, path.isFinite, !paint.isInvisible else { return [] }
            return fill(path, paint, evenOdd: style.isEOFilled, bounds: frame)
        case .stroke(let shape, let paint, let style, let inset):
            let path = shape.path(frame.insetBy(dx: inset, dy: inset))
            guard !path.isEmpty, path.isFinite, !paint.isInvisible, style.lineWidth > 0, style.lineWidth.isFinite else { return [] }
            if case .angularGradient(let g, let center, let start, let end) = paint.kind {
                // A conic stroke: the sectors, masked by the stroke drawn in white.
                let outline = RenderPath(path: path, stroke: PaintRef(.color(.white)), strokeStyle: style)
                guard let reach = RenderNode.path(outline).paintedBounds else { return [] }
                var group = RenderGroup(children: ConicSectors.sectors(g, center: center.point(in: frame), start: start, end: end,
                                                                       covering: reach, opacity: paint.opacity))
                group.mask = [.path(outline)]
                group.blendMode = paint.blendMode
                return [.group(group)]
            }
            guard let ref = PaintMapper.map(paint, bounds: frame) else { return [] }
            var rp = RenderPath(path: path, stroke: ref, strokeStyle: style)
            rp.blendMode = paint.blendMode
            return [.path(rp)]
        case .text(let styled, let options, let paint):
            return drawText(styled, options, paint, frame)
        case .image(let data, let interpolation, let template):
            let image = RenderNode.image(RenderImage(image: data, rect: frame, interpolation: interpolation))
            guard let template else { return [image] }
            var g = RenderGroup(children: fill(Path(frame), template, evenOdd: false, bounds: frame))
            g.mask = [image]
            return [.group(g)]
        case .layers(let layers, let size):
            guard size.width > 0, size.height > 0 else { return [] }
            let t = CGAffineTransform(scaleX: frame.width / size.width, y: frame.height / size.height)
                .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
            // A symbol's layers: an image's content to the accessibility hierarchy.
            return layers.flatMap { fill($0.path.applying(t), $0.paint, evenOdd: $0.evenOdd, bounds: frame) }.map { node in
                guard case .path(var p) = node else { return node }
                p.content = .symbol
                return .path(p)
            }
        }
    }

    /// A path filled with a paint; angular gradients become sectors clipped
    /// to the path; a frosting paint (a material's) draws its backdrop first.
    private func fill(_ path: Path, _ paint: Paint, evenOdd: Bool, bounds: CGRect) -> [RenderNode] {
        if let blur = paint.backdrop {
            var plain = paint
            plain.backdrop = nil
            return [.backdrop(RenderBackdrop(shape: RenderClip(path: path, evenOdd: evenOdd), blur: blur))]
                + fill(path, plain, evenOdd: evenOdd, bounds: bounds)
        }
        if case .angularGradient(let g, let center, let start, let end) = paint.kind {
            var group = RenderGroup(children: ConicSectors.sectors(g, center: center.point(in: bounds), start: start, end: end,
                                                                   covering: bounds, opacity: paint.opacity))
            group.clip = RenderClip(path: path, evenOdd: evenOdd)
            group.blendMode = paint.blendMode
            return [.group(group)]
        }
        guard let ref = PaintMapper.map(paint, bounds: bounds) else { return [] }
        var rp = RenderPath(path: path, fill: ref, evenOdd: evenOdd)
        rp.blendMode = paint.blendMode
        return [.path(rp)]
    }

    private func drawText(_ styled: StyledText, _ options: TextOptions, _ paint: Paint, _ frame: CGRect) -> [RenderNode] {
        let runs = text.draw(styled, options: options, in: frame.size)
        guard !runs.isEmpty else { return [] }
        if options.isPlaceholder { return placeholderBars(runs, styled, paint, frame) }
        var out: [RenderText.Run] = []
        var conic: [RenderNode] = []
        var behind: [RenderNode] = []
        var lines: [RenderNode] = []
        for r in runs {
            let style = r.runIndex < styled.runs.count ? styled.runs[r.runIndex] : nil
            let runPaint = style?.paint ?? paint
            let raise = style?.baselineOffset ?? 0
            let origin = CGPoint(x: frame.minX, y: frame.minY - raise)
            if let style {
                let d = TextDecorations(run: r, style: style, metrics: text.metrics(for: r.font), origin: origin)
                if let background = style.background { behind += fill(Path(d.lineBox), background, evenOdd: false, bounds: d.lineBox) }
                if style.underline { lines += fill(Path(d.underline), style.underlinePaint ?? runPaint, evenOdd: false, bounds: frame) }
                if style.strikethrough { lines += fill(Path(d.strikethrough), style.strikethroughPaint ?? runPaint, evenOdd: false, bounds: frame) }
            }
            if runPaint.isInvisible { continue }
            let t = CGAffineTransform(translationX: origin.x, y: origin.y)
            if case .angularGradient = runPaint.kind, let outline = r.outline {
                conic += fill(outline.applying(t), runPaint, evenOdd: false, bounds: frame)
                continue
            }
            guard let ref = PaintMapper.map(runPaint, bounds: frame) else { continue }
            out.append(RenderText.Run(text: r.text, font: r.font, origin: CGPoint(x: r.origin.x + origin.x, y: r.origin.y + origin.y),
                                      characterOffsets: r.characterOffsets, glyphs: r.glyphs.offsetBy(origin),
                                      images: r.images.offsetBy(origin), hasOutlines: r.hasOutlines, paint: ref))
        }
        var nodes: [RenderNode] = behind
        if !out.isEmpty {
            var text = RenderText(label: styled.string, runs: out)
            text.frame = frame
            nodes.append(.text(text))
        }
        return nodes + conic + lines
    }
}
