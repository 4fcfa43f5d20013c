import Foundation
import VellumCore
import VellumGeometry
import VellumRender
import VellumViews

/// The opt-in accessibility overlay (`SVGRenderer.showsAccessibilityOverlay`):
/// each accessibility element's frame, outlined, with a numbered tag saying
/// its label and role, drawn above everything else (device chrome included)
/// and hidden from screen readers (`aria-hidden`).
///
/// The elements are the accessibility hierarchy's (``AccessibilityHierarchy``),
/// numbered in VoiceOver's order, each tagged with what VoiceOver says of it
/// ("Wi-Fi, on, switch button"). Tags sit above
/// their frame where there is room, else below or inside it, placed so they
/// cover no earlier tag and as few frames as they can; the same picture
/// always gets the same overlay.
struct AccessibilityOverlay {
    /// The elements outlined and tagged, in reading order.
    let elements: [AccessibilityElement]
    /// The canvas the tags are kept on.
    let canvas: CGSize
    /// The text engine the tags are drawn with: the stage's.
    let text: any TextEngine

    /// The overlay of the elements found in `nodes` (the picture before
    /// device chrome), read in `direction`.
    init(content nodes: [RenderNode], canvas: CGSize, direction: LayoutDirection, text: any TextEngine) {
        self.elements = AccessibilityHierarchy(nodes, canvas: canvas, direction: direction).elements
        self.canvas = canvas
        self.text = text
    }

    // MARK: Drawing

    /// Six dark, saturated colours white text is readable on, used in turn.
    static let palette: [RGBAColor] = [
        RGBAColor(0, 92, 204), RGBAColor(201, 0, 88), RGBAColor(0, 122, 61),
        RGBAColor(181, 80, 0), RGBAColor(128, 45, 184), RGBAColor(0, 112, 133),
    ]
    /// The tags' font.
    static let tagFont = ResolvedFont(size: 10, weight: 600)
    /// The space around a tag's text.
    static let padding = CGSize(width: 4, height: 2)

    /// The overlay: every frame, then every tag above all frames; one group hidden from screen readers.
    func nodes() -> [RenderNode] {
        guard !elements.isEmpty else { return [] }
        var frames: [RenderNode] = []
        var tags: [RenderNode] = []
        var placed: [CGRect] = []
        for (i, e) in elements.enumerated() {
            let color = Self.palette[i % Self.palette.count]
            let box = e.frame.insetBy(dx: 0.75, dy: 0.75)
            let outline = box.width > 0 && box.height > 0 ? box : e.frame
            frames.append(.path(RenderPath(path: Path(outline), fill: PaintRef(.color(color.multiplyingAlpha(0.08))),
                                           stroke: PaintRef(.color(color)), strokeStyle: StrokeStyle(lineWidth: 1.5))))
            if let point = e.explicitActivationPoint { frames.append(Self.crosshair(at: point, color: color)) }
            tags += tag("\(i + 1)  \(e.spoken)", for: e.frame, color: color, placed: &placed)
        }
        var group = RenderGroup(children: frames + tags)
        var hidden = AccessibilityInfo()
        hidden.hidden = true
        group.accessibility = hidden
        return [.group(group)]
    }

    /// A tag: white text on a rounded rectangle of `color`, placed by ``place(_:for:placed:)``.
    private func tag(_ string: String, for frame: CGRect, color: RGBAColor, placed: inout [CGRect]) -> [RenderNode] {
        let styled = StyledText(string, font: Self.tagFont)
        let options = TextOptions(lineLimit: 1)
        let widest = Swift.max(24, Swift.min(canvas.width, 280) - 2 * Self.padding.width)
        let measured = text.measure(styled, options: options, width: widest)
        let size = CGSize(width: measured.size.width + 2 * Self.padding.width, height: measured.size.height + 2 * Self.padding.height)
        let rect = place(size, for: frame, placed: placed)
        placed.append(rect)
        let origin = CGPoint(x: rect.minX + Self.padding.width, y: rect.minY + Self.padding.height)
        let runs = text.draw(styled, options: options, in: measured.size).map { run in
            RenderText.Run(text: run.text, font: run.font, origin: CGPoint(x: run.origin.x + origin.x, y: run.origin.y + origin.y),
                           characterOffsets: run.characterOffsets, glyphs: run.glyphs.offsetBy(origin),
                           hasOutlines: run.hasOutlines, paint: PaintRef(.color(.white)))
        }
        let background = RenderNode.path(RenderPath(path: Path(roundedRect: rect, cornerRadius: 3, style: .continuous),
                                                    fill: PaintRef(.color(color))))
        return runs.isEmpty ? [background] : [background, .text(RenderText(label: string, runs: runs))]
    }

    /// A moved activation point's mark: a ring with a cross through it, 8 pt across.
    static func crosshair(at p: CGPoint, color: RGBAColor) -> RenderNode {
        var mark = Path(ellipseIn: CGRect(x: p.x - 4, y: p.y - 4, width: 8, height: 8))
        mark.move(to: CGPoint(x: p.x - 6, y: p.y)); mark.addLine(to: CGPoint(x: p.x + 6, y: p.y))
        mark.move(to: CGPoint(x: p.x, y: p.y - 6)); mark.addLine(to: CGPoint(x: p.x, y: p.y + 6))
        return .path(RenderPath(path: mark, stroke: PaintRef(.color(color)), strokeStyle: StrokeStyle(lineWidth: 1.5)))
    }

    /// Where a tag of `size` goes for `frame`: above its leading corner, below
    /// it, inside its top, or at its trailing edge above or below — the first
    /// that covers no placed tag and no frame, else the one covering the
    /// fewest tags, then the fewest frames. Always on the canvas.
    func place(_ size: CGSize, for frame: CGRect, placed: [CGRect]) -> CGRect {
        func clamped(_ x: CGFloat, _ y: CGFloat) -> CGRect {
            let cx = Swift.min(Swift.max(0, x), Swift.max(0, canvas.width - size.width))
            let cy = Swift.min(Swift.max(0, y), Swift.max(0, canvas.height - size.height))
            return CGRect(x: cx, y: cy, width: size.width, height: size.height)
        }
        let candidates = [
            clamped(frame.minX, frame.minY - size.height), clamped(frame.minX, frame.maxY),
            clamped(frame.minX, frame.minY),
            clamped(frame.maxX - size.width, frame.minY - size.height), clamped(frame.maxX - size.width, frame.maxY),
        ]
        func cost(_ r: CGRect) -> Int {
            let tags = placed.filter { $0.intersection(r).width > 0.5 && $0.intersection(r).height > 0.5 }.count
            // Its own frame counts too: a tag inside it hides what it labels.
            let frames = elements.filter { $0.frame.intersection(r).width > 0.5 && $0.frame.intersection(r).height > 0.5 }.count
            return tags * 1000 + frames
        }
        var best = candidates[0], bestCost = cost(best)
        for c in candidates.dropFirst() where bestCost > 0 {
            let k = cost(c)
            if k < bestCost { best = c; bestCost = k }
        }
        return best
    }
}
