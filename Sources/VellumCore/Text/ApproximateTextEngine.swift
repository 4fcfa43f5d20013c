import Foundation

/// A text engine without fonts: fixed advances per character and SF-like
/// metrics. Deterministic and fast; for tests of layout, and as a fallback
/// when no font can be loaded. It draws `<text>` (no outlines).
package struct ApproximateTextEngine: TextEngine {
    /// The advance of one character in ems (wide characters take 1 em).
    package var advance: CGFloat

    package init(advance: CGFloat = 0.5) { self.advance = advance }

    package func metrics(for font: ResolvedFont) -> FontMetrics {
        // SF Pro's proportions: ascender 0.952, descender 0.2413 (line height 1.1934 em).
        FontMetrics(ascent: font.size * 0.952, descent: font.size * 0.2414, leading: 0,
                    capHeight: font.size * 0.705, xHeight: font.size * 0.52)
    }

    private func width(of s: Substring, font: ResolvedFont) -> CGFloat {
        s.unicodeScalars.reduce(0) { $0 + (($1.value >= 0x1100 && $1.properties.isIdeographic || (0xAC00...0xD7AF).contains($1.value)) ? 1 : advance) } * font.size
    }

    private func ceilToPixel(_ v: CGFloat, _ scale: CGFloat) -> CGFloat { (v * scale - 1e-6).rounded(.up) / scale }

    /// Greedy word wrapping; returns the lines as (run index, substring) lists.
    private func lines(_ text: StyledText, options: TextOptions, width: CGFloat?) -> [[(Int, Substring, CGFloat)]] {
        var result: [[(Int, Substring, CGFloat)]] = [[]]
        var lineWidth: CGFloat = 0
        for (i, run) in text.runs.enumerated() {
            var words: [Substring] = []
            var current = run.string.startIndex
            for idx in run.string.indices where run.string[idx] == " " || run.string[idx] == "\n" {
                words.append(run.string[current...idx]); current = run.string.index(after: idx)
            }
            if current < run.string.endIndex { words.append(run.string[current...]) }
            for w in words {
                let trimmed = w.hasSuffix("\n") ? w.dropLast() : w
                let ww = self.width(of: trimmed, font: run.font)
                let visible = self.width(of: trimmed.hasSuffix(" ") ? trimmed.dropLast() : trimmed, font: run.font)
                if let width, lineWidth > 0, lineWidth + visible > width + 0.001 {
                    result.append([]); lineWidth = 0
                }
                result[result.count - 1].append((i, trimmed, ww))
                lineWidth += ww
                if w.hasSuffix("\n") { result.append([]); lineWidth = 0 }
            }
        }
        if let limit = options.lineLimit, result.count > limit { result = Array(result.prefix(limit)) }
        return result
    }

    private func lineWidth(_ line: [(Int, Substring, CGFloat)], _ text: StyledText) -> CGFloat {
        guard let last = line.last else { return 0 }
        let trailing = last.1.hasSuffix(" ") ? self.width(of: " ", font: text.runs[last.0].font) : 0
        return line.reduce(0) { $0 + $1.2 } - trailing
    }

    package func measure(_ text: StyledText, options: TextOptions, width: CGFloat?) -> TextMeasurement {
        if options.adjustsToFit {
            let (fitted, plain) = TextFitting.fitted(text, options: options, width: width, engine: self)
            return measure(fitted, options: plain, width: width)
        }
        let font = text.runs.first?.font ?? .body
        let m = metrics(for: font)
        let ls = lines(text, options: options, width: width)
        var w = ls.map { lineWidth($0, text) }.max() ?? 0
        if let width { w = Swift.min(w, Swift.max(0, width)) }
        let lh = m.lineHeight
        let h = lh * CGFloat(ls.count) + options.lineSpacing * CGFloat(Swift.max(0, ls.count - 1))
        return TextMeasurement(
            size: CGSize(width: ceilToPixel(w, options.displayScale), height: ceilToPixel(h, options.displayScale)),
            firstBaseline: m.ascent, lastBaseline: h - m.descent,
            firstLineMetrics: m, lastLineMetrics: m)
    }

    package func draw(_ text: StyledText, options: TextOptions, in size: CGSize) -> [GlyphRunDrawing] {
        if options.adjustsToFit {
            let (fitted, plain) = TextFitting.fitted(text, options: options, width: size.width.isFinite ? size.width : nil, engine: self)
            return draw(fitted, options: plain, in: size)
        }
        let font = text.runs.first?.font ?? .body
        let m = metrics(for: font)
        var out: [GlyphRunDrawing] = []
        for (n, line) in lines(text, options: options, width: size.width + 0.01).enumerated() {
            let lw = lineWidth(line, text)
            var x: CGFloat
            switch options.alignment {
            case .leading: x = 0
            case .center: x = (size.width - lw) / 2
            case .trailing: x = size.width - lw
            }
            let y = m.ascent + CGFloat(n) * (m.lineHeight + options.lineSpacing)
            for (k, (i, s, w)) in line.enumerated() {
                let str = String(k == line.count - 1 && s.hasSuffix(" ") ? s.dropLast() : s)
                out.append(GlyphRunDrawing(text: str, font: text.runs[i].font, origin: CGPoint(x: x, y: y),
                                           glyphs: [], hasOutlines: false, runIndex: i, width: w))
                x += w
            }
        }
        return out
    }
}
