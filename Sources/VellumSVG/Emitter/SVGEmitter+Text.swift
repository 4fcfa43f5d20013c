import Foundation
import VellumCore
import VellumRender

extension SVGEmitter {
    /// Writes text as a labelled group of glyph outlines or `<text>` runs;
    /// nothing when no run draws.
    ///
    /// In outline output, a run painted with one colour refers to each
    /// glyph's outline, written once in `<defs>` (`<use href="#glyph-…">`),
    /// so a document repeats no outline however much text it has; a run
    /// painted with a gradient or pattern is one path, so the paint spans
    /// the run as it does a shape.
    mutating func emitText(_ t: RenderText, into w: inout XMLWriter, extra: [(String, String)]) {
        guard t.runs.contains(where: draws) else { return }
        w.open("g")
        w.attribute("role", "img")
        w.attribute("aria-label", t.label)
        for (k, v) in extra { w.attribute(k, v) }
        for run in t.runs where draws(run) {
            if textOutput == .outlines, run.hasOutlines {
                if run.glyphs.isEmpty {
                    // Only colour glyphs: nothing to paint.
                } else if case .color = run.paint.paint {
                    emitGlyphs(run, into: &w)
                } else if let outline = run.outline {
                    w.open("path")
                    w.attribute("d", path: outline)
                    writePaint("fill", run.paint, into: &w)
                    w.close()
                }
                // Colour glyphs keep their own colours, whatever the text's paint.
                for image in run.images {
                    w.open("use")
                    w.attribute("href", "#" + glyphImageID(image, size: run.font.size))
                    w.attribute("x", number: Double(image.origin.x))
                    w.attribute("y", number: Double(image.origin.y))
                    w.close()
                }
                continue
            }
            w.open("text")
            let count = run.text.count
            if run.characterOffsets.count == count, count > 1 {
                w.attribute("x", numbers: run.characterOffsets.lazy.map { $0 + run.origin.x })
            } else {
                w.attribute("x", number: Double(run.origin.x))
            }
            w.attribute("y", number: Double(run.origin.y))
            w.attribute("font-family", run.font.design == .monospaced ? Self.monospacedFontFamily : Self.fontFamily)
            w.attribute("font-size", number: Double(run.font.size))
            if run.font.weight != 400 { w.attribute("font-weight", String(run.font.weight)) }
            if run.font.italic { w.attribute("font-style", "italic") }
            writePaint("fill", run.paint, into: &w)
            w.text(run.text)
            w.close()
        }
        w.close()
    }

    /// A run's glyphs as references to their outlines, in a group that paints them.
    private mutating func emitGlyphs(_ run: RenderText.Run, into w: inout XMLWriter) {
        w.open("g")
        writePaint("fill", run.paint, into: &w)
        for glyph in run.glyphs {
            let id = glyphID(glyph.shape)
            w.open("use")
            w.attribute("href", "#" + id)
            w.attribute("x", number: Double(glyph.origin.x))
            w.attribute("y", number: Double(glyph.origin.y))
            w.close()
        }
        w.close()
    }

    /// The id of a glyph's outline in `<defs>`, named after its face, glyph,
    /// size and synthetic styling (`glyph-Inter-SemiBold-417-17`), so that
    /// editing text elsewhere never renames it.
    private mutating func glyphID(_ shape: GlyphShape) -> String {
        let size = SVGNumber.format(Double(shape.size))
        var name = "glyph-" + shape.face + "-" + String(shape.glyph) + "-" + size
        if shape.emboldened { name += "-b" }
        if shape.oblique { name += "-o" }
        // The exact size in the key: two sizes that print alike never share an outline.
        let key = name + "|" + String(Double(shape.size).bitPattern)
        return defs.id(named: name, key: key) { dw, id in
            dw.open("path")
            dw.attribute("id", id)
            dw.attribute("d", path: shape.path)
            dw.close()
        }
    }

    /// The id of a colour glyph's bitmap at its size in `<defs>`
    /// (`emoji-NotoColorEmoji-1234-17`): the PNG once per glyph and size,
    /// however often the glyph appears.
    private mutating func glyphImageID(_ placed: PositionedGlyphImage, size: CGFloat) -> String {
        let image = placed.image
        let name = "emoji-" + image.face + "-" + String(image.glyph) + "-" + SVGNumber.format(Double(size))
        let key = name + "|" + String(Double(placed.scale).bitPattern)
        return defs.id(named: name, key: key) { dw, id in
            let box = image.box
            dw.open("image")
            dw.attribute("id", id)
            dw.attribute("x", number: Double(box.minX * placed.scale))
            dw.attribute("y", number: Double(box.minY * placed.scale))
            dw.attribute("width", number: Double(box.width * placed.scale))
            dw.attribute("height", number: Double(box.height * placed.scale))
            dw.attribute("href", "data:image/png;base64," + image.png.base64EncodedString())
            dw.close()
        }
    }

    /// Whether a run draws anything: its glyphs in outline output, else its text.
    private func draws(_ run: RenderText.Run) -> Bool {
        if textOutput == .outlines, run.hasOutlines { return !run.glyphs.isEmpty || !run.images.isEmpty }
        return !run.text.isEmpty
    }
}
