import Foundation
import VellumCore
import VellumGeometry

/// Builds a `TextLayout`: splits text into paragraphs at explicit line breaks,
/// shapes them, breaks them into lines, applies the line limit with truncation,
/// orders each line's pieces for display and stacks the lines.
struct TextLayoutBuilder {
    /// Where faces and caches come from.
    let store: FontStore

    /// The layout of `text` in `width` (nil: unwrapped), at most `maxLines`
    /// lines besides `options.lineLimit`; nil when no bundled font can be loaded.
    func layout(_ text: StyledText, options: TextOptions, width: CGFloat?, maxLines: Int? = nil) -> TextLayout? {
        var chains: [FaceChain] = []
        for run in text.runs {
            guard let chain = FaceChain(font: run.font, store: store) else { return nil }
            chains.append(chain)
        }
        let emptyMetrics = SwiftUITextMetrics.metrics(for: text.runs.first?.font ?? .body)
        let paragraphs = splitParagraphs(text).map {
            ShapedParagraph(characters: $0.characters, emptyRunIndex: $0.emptyRunIndex, runs: text.runs,
                            chains: chains, store: store)
        }
        guard !paragraphs.isEmpty else {
            return TextLayout(lines: [], paragraphs: [], height: 0, width: 0, emptyMetrics: emptyMetrics)
        }
        let proposed = width.map { $0.isFinite ? Swift.max(0, $0) : nil } ?? nil

        var broken: [(paragraph: Int, range: Range<Int>)] = []
        for (index, paragraph) in paragraphs.enumerated() {
            for range in LineBreaker.lines(in: paragraph, width: proposed) { broken.append((index, range)) }
        }
        let limit = [options.lineLimit, maxLines].compactMap { $0 }.min().map { Swift.max(1, $0) }
        let truncated = limit.map { broken.count > $0 } ?? false
        if let limit, truncated { broken = Array(broken.prefix(limit)) }

        var lines: [TextLine] = []
        var top: CGFloat = 0
        for (n, entry) in broken.enumerated() {
            let paragraph = paragraphs[entry.paragraph]
            var logical: [LinePiece]
            if truncated && n == broken.count - 1 {
                let rest = entry.range.lowerBound..<paragraph.count
                let ellipsis = ellipsisSegment(for: paragraph, near: rest, text: text, chains: chains)
                logical = Truncator.pieces(of: paragraph, range: rest, width: proposed,
                                           mode: options.truncation, ellipsis: ellipsis)
            } else {
                logical = LinePiece.pieces(of: paragraph, in: paragraph.trimmed(entry.range))
            }
            let order = BidiReorder.visualOrder(levels: logical.map(\.segment.level))
            let pieces = order.map { logical[$0] }
            let metrics = lineMetrics(pieces: pieces, paragraph: paragraph, range: entry.range, text: text)
            if n > 0 { top += options.lineSpacing + (lines.last?.metrics.leading ?? 0) }
            lines.append(TextLine(pieces: pieces, width: pieces.reduce(0) { $0 + $1.width },
                                  metrics: metrics, top: top, paragraphIndex: entry.paragraph))
            top += metrics.lineHeight
        }
        return TextLayout(lines: lines, paragraphs: paragraphs, height: Swift.max(0, top),
                          width: lines.map(\.width).max() ?? 0, emptyMetrics: emptyMetrics)
    }

    /// The characters of each paragraph, with the run that sizes an empty one.
    private func splitParagraphs(_ text: StyledText) -> [(characters: [ParagraphCharacter], emptyRunIndex: Int)] {
        var result: [(characters: [ParagraphCharacter], emptyRunIndex: Int)] = []
        var current: [ParagraphCharacter] = []
        var currentRun = 0
        var sawAny = false
        for (runIndex, run) in text.runs.enumerated() {
            for character in run.string {
                sawAny = true
                if current.isEmpty { currentRun = runIndex }
                if character.isNewline {
                    result.append((current, currentRun))
                    current = []
                    currentRun = runIndex
                } else {
                    current.append(ParagraphCharacter(character: character, runIndex: runIndex))
                }
            }
        }
        if sawAny { result.append((current, currentRun)) }
        return result
    }

    /// The vertical metrics of a line: those of the largest font among its characters.
    private func lineMetrics(pieces: [LinePiece], paragraph: ShapedParagraph, range: Range<Int>,
                             text: StyledText) -> FontMetrics {
        var runIndices = Set(paragraph.characters[range].map(\.runIndex))
        for piece in pieces { runIndices.insert(piece.segment.runIndex) }
        if runIndices.isEmpty { runIndices.insert(paragraph.emptyRunIndex) }
        let fonts = runIndices.sorted().compactMap { text.runs.indices.contains($0) ? text.runs[$0].font : nil }
        let largest = fonts.max { $0.size < $1.size } ?? .body
        return SwiftUITextMetrics.metrics(for: largest)
    }

    /// The ellipsis, shaped in the font of the character where text is cut.
    private func ellipsisSegment(for paragraph: ShapedParagraph, near range: Range<Int>, text: StyledText,
                                 chains: [FaceChain]) -> ShapedSegment {
        let runIndex = range.isEmpty ? paragraph.emptyRunIndex : paragraph.characters[range.lowerBound].runIndex
        let ellipsis = Character(SwiftUITextMetrics.ellipsis)
        let shaped = ShapedParagraph(characters: [ParagraphCharacter(character: ellipsis, runIndex: runIndex)],
                                     emptyRunIndex: runIndex, runs: text.runs, chains: chains, store: store)
        guard var segment = shaped.segments.first else {
            let face = chains[runIndex].faces[0]
            return ShapedSegment(range: 0..<0, runIndex: runIndex, face: face, level: paragraph.baseLevel,
                                 scale: 1, isMissing: false, glyphs: [])
        }
        segment.level = paragraph.baseLevel
        segment.glyphs = segment.glyphs.map { var g = $0; g.grapheme = -1; return g }
        return segment
    }
}
