import VellumGeometry

extension Painter {
    /// Redacted text (`redacted(reason: .placeholder)`): each line drawn as a
    /// rounded bar as wide as its glyphs, in the text's paint faded.
    func placeholderBars(_ runs: [GlyphRunDrawing], _ styled: StyledText, _ paint: Paint, _ frame: CGRect) -> [RenderNode] {
        var lines: [(baseline: CGFloat, box: CGRect, paint: Paint)] = []
        for r in runs {
            let runPaint = (r.runIndex < styled.runs.count ? styled.runs[r.runIndex].paint : nil) ?? paint
            let m = text.metrics(for: r.font)
            let visible = r.text.hasSuffix(" ") ? Swift.max(0, r.width - r.font.size * 0.25) : r.width
            let box = CGRect(x: frame.minX + r.origin.x, y: frame.minY + r.origin.y - m.ascent, width: visible, height: m.ascent + m.descent)
            if let i = lines.firstIndex(where: { abs($0.baseline - r.origin.y) < 0.01 }) {
                lines[i].box = lines[i].box.union(box)
            } else {
                lines.append((r.origin.y, box, runPaint))
            }
        }
        return lines.flatMap { line -> [RenderNode] in
            let inset = line.box.height * 0.1
            let bar = line.box.insetBy(dx: 0, dy: inset)
            guard bar.width > 0, bar.height > 0,
                  let ref = PaintMapper.map(line.paint.multiplyingOpacity(TextOptions.placeholderOpacity), bounds: frame) else { return [] }
            return [.path(RenderPath(path: Path(roundedRect: bar, cornerRadius: bar.height * 0.25), fill: ref))]
        }
    }
}
