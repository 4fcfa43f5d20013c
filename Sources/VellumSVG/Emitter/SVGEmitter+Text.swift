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
                if case .color = run.paint.paint {
                    emitGlyphs(run, into: &w)
                } else if let outline = run.outline {
                    w.open("path")
                    w.attribute("d", path: outline)
                    writePaint("fill", run.paint, into: &w)
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

    /// Whether a run draws anything: its glyphs in outline output, else its text.
    private func draws(_ run: RenderText.Run) -> Bool {
        if textOutput == .outlines, run.hasOutlines { return !run.glyphs.isEmpty }
        return !run.text.isEmpty
    }
}
