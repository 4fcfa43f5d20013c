import Foundation
import VellumCore
import VellumGeometry

extension Painter {
    /// The height of a redaction bar for text of `fontSize` points.
    static func placeholderBarHeight(fontSize: CGFloat) -> CGFloat { 0.5625 * fontSize + 2.75 }

    /// Redacted text (`redacted(reason: .placeholder)`): each line drawn as a
    /// rounded bar as wide as its glyphs, in the text's paint faded.
    func placeholderBars(_ runs: [GlyphRunDrawing], _ styled: StyledText, _ paint: Paint, _ frame: CGRect) -> [RenderNode] {
        var lines: [(baseline: CGFloat, box: CGRect, paint: Paint)] = []
        for r in runs {
            let runPaint = (r.runIndex < styled.runs.count ? styled.runs[r.runIndex].paint : nil) ?? paint
            let m = text.metrics(for: r.font)
            let visible = r.text.hasSuffix(" ") ? Swift.max(0, r.width - r.font.size * 0.25) : r.width
            // iOS's bar is thinner than the line box: 18.5 pt for a 28 pt title line, 9.5 for a 12 pt
            // caption (measured in real iOS 17 pictures, issue 31), the line through both, centred on the box.
            let lineBox = CGRect(x: frame.minX + r.origin.x, y: frame.minY + r.origin.y - m.ascent, width: visible, height: m.ascent + m.descent)
            let height = Swift.min(lineBox.height, Self.placeholderBarHeight(fontSize: r.font.size))
            let box = lineBox.insetBy(dx: 0, dy: (lineBox.height - height) / 2)
            if let i = lines.firstIndex(where: { abs($0.baseline - r.origin.y) < 0.01 }) {
                lines[i].box = lines[i].box.union(box)
            } else {
                lines.append((r.origin.y, box, runPaint))
            }
        }
        return lines.flatMap { line -> [RenderNode] in
            let bar = line.box
            guard bar.width > 0, bar.height > 0,
                  let ref = PaintMapper.map(line.paint.multiplyingOpacity(TextOptions.placeholderOpacity), bounds: frame) else { return [] }
            return [.path(RenderPath(path: Path(roundedRect: bar, cornerRadius: bar.height * 0.25), fill: ref))]
        }
    }
}
