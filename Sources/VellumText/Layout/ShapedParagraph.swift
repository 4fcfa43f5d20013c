import Foundation
import VellumCore
import VellumGeometry

/// One paragraph (text between explicit line breaks), itemised into segments of
/// one run, face, script and direction, shaped, with each character's advance
/// and where lines may break.
struct ShapedParagraph: Sendable {
    /// The characters in logical order.
    let characters: [ParagraphCharacter]
    /// Each character's advance in points (the sum of its glyphs' advances).
    let advances: [CGFloat]
    /// Each character's line-breaking class.
    let breakClasses: [BreakClass]
    /// Whether a line may start at each character (always false at 0).
    let breakBefore: [Bool]
    /// The shaped segments, in logical order.
    let segments: [ShapedSegment]
    /// The paragraph's bidi base level: 1 when its first strong character is right to left.
    let baseLevel: Int
    /// The run whose font sizes an empty paragraph.
    let emptyRunIndex: Int

    /// How many characters the paragraph has.
    var count: Int { characters.count }

    /// Whether the character at `index` is a breaking space, which hangs at a line's end.
    func isSpace(_ index: Int) -> Bool { breakClasses[index] == .space }

    /// `range` without its trailing spaces.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
        return range.lowerBound..<end
    }

    /// Shapes `characters` with the fonts of `runs` (one fallback chain per run).
    init(characters: [ParagraphCharacter], emptyRunIndex: Int, runs: [StyledText.Run],
         chains: [FaceChain], store: FontStore) {
        self.characters = characters
        self.emptyRunIndex = emptyRunIndex
        let classes = characters.map { BreakClass($0.character) }
        self.breakClasses = classes
        var breaks = [Bool](repeating: false, count: characters.count)
        for i in characters.indices.dropFirst() {
            let hyphenIsSign = i < 2 || classes[i - 2] == .space
            breaks[i] = BreakClass.allowsBreak(between: classes[i - 1], and: classes[i], hyphenIsSign: hyphenIsSign)
        }
        self.breakBefore = breaks

        let items = Itemizer.items(for: characters, chains: chains) { runs[$0.runIndex].font.smallCaps.applies(to: $0.character) }
        self.baseLevel = items.baseLevel
        var advances = [CGFloat](repeating: 0, count: characters.count)
        var segments: [ShapedSegment] = []
        for item in items.items {
            let run = runs[item.runIndex]
            let fallback = chains[item.runIndex].faces[item.faceIndex]
            let segment = ShapedParagraph.shape(item, characters: characters, run: run, face: fallback, store: store)
            for glyph in segment.glyphs { advances[glyph.grapheme] += glyph.advance }
            segments.append(segment)
        }
        self.advances = advances
        self.segments = segments
    }

    /// Shapes one item (through the store's cache) and converts it to points.
    private static func shape(_ item: Itemizer.Item, characters: [ParagraphCharacter], run: StyledText.Run,
                              face: FallbackFace, store: FontStore) -> ShapedSegment {
        var scalars: [UInt32] = []
        var graphemeOfScalar: [Int] = []
        for index in item.range {
            let character = characters[index].character
            let drawn = item.isSmallCap ? String(character).uppercased().unicodeScalars : String(character).unicodeScalars
            for scalar in drawn {
                scalars.append(scalar.value)
                graphemeOfScalar.append(index)
            }
        }
        let key = ShapeKey(face: face.request.face, scalars: scalars, rightToLeft: item.rightToLeft,
                           script: item.script.tag, tabularDigits: run.font.monospacedDigit)
        let raw = store.shapes.value(for: key) {
            face.face.shape(scalars, rightToLeft: item.rightToLeft, script: item.script.tag,
                            tabularDigits: run.font.monospacedDigit)
        }
        let scale = run.font.size / face.face.unitsPerEm * face.glyphScale
            * (item.isSmallCap ? SwiftUITextMetrics.smallCapitalScale : 1)
        if item.isMissing {
            let advance = run.font.size * SwiftUITextMetrics.missingCharacterAdvance + (run.tracking.isFinite ? run.tracking : 0)
            let glyphs = item.range.map { PlacedGlyph(glyph: 0, grapheme: $0, advance: advance, offset: .zero) }
            return ShapedSegment(range: item.range, runIndex: item.runIndex, face: face, level: item.level,
                                 scale: scale, isMissing: true, glyphs: item.rightToLeft ? glyphs.reversed() : glyphs)
        }
        let designTracking = face.request.face.family.designTracking(size: run.font.size, weight: run.font.weight)
        let tracking = (run.tracking.isFinite ? run.tracking : 0) + designTracking
        let table = item.rightToLeft || item.isSmallCap || run.font.family != nil
            ? nil : face.request.face.family.advanceTable
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(raw.count)
        for (n, g) in raw.enumerated() {
            let grapheme = graphemeOfScalar.indices.contains(g.cluster) ? graphemeOfScalar[g.cluster] : item.range.lowerBound
            let nextGrapheme = n + 1 < raw.count && graphemeOfScalar.indices.contains(raw[n + 1].cluster)
                ? graphemeOfScalar[raw[n + 1].cluster] : -1
            let endsCharacter = nextGrapheme != grapheme
            var advance = CGFloat(g.xAdvance) * scale
            var offsetX = CGFloat(g.xOffset) * scale
            if let table, let apple = appleAdvance(of: n, in: raw, scalars: scalars, table: table, font: run.font) {
                // The Apple face's advance, the stand-in's glyph centred in it, its kerning kept.
                let own = CGFloat(face.face.nominalAdvance(of: g.glyph)) * scale
                advance += apple - own
                offsetX += (apple - own) / 2
            }
            glyphs.append(PlacedGlyph(glyph: g.glyph, grapheme: grapheme,
                                      advance: advance + (endsCharacter ? tracking : 0),
                                      offset: CGPoint(x: offsetX, y: CGFloat(g.yOffset) * scale)))
        }
        return ShapedSegment(range: item.range, runIndex: item.runIndex, face: face, level: item.level,
                             scale: scale, isMissing: false, isSmallCap: item.isSmallCap, glyphs: glyphs)
    }
    /// The Apple face's advance, in points, for the glyph at `n` when it alone draws one
    /// tabled scalar (no ligature, no mark); nil otherwise. Tabular digits keep the
    /// stand-in's widths.
    private static func appleAdvance(of n: Int, in raw: [RawGlyph], scalars: [UInt32],
                                     table: DesignAdvanceTable, font: ResolvedFont) -> CGFloat? {
        let cluster = raw[n].cluster
        guard scalars.indices.contains(cluster),
              n == 0 || raw[n - 1].cluster != cluster,
              n + 1 == raw.count || raw[n + 1].cluster == cluster + 1,
              n + 1 < raw.count || cluster == scalars.count - 1,
              let scalar = Unicode.Scalar(scalars[cluster]) else { return nil }
        if font.monospacedDigit, scalar.properties.numericType != nil { return nil }
        return table.advance(of: scalar, size: font.size, weight: font.weight)
    }
}
