extension SVGEmitter {
    /// Writes text as a labelled group of glyph outlines or `<text>` runs;
    /// nothing when no run draws.
    mutating func emitText(_ t: RenderText, into w: inout XMLWriter, extra: [(String, String)]) {
        guard t.runs.contains(where: draws) else { return }
        w.open("g")
        w.attribute("role", "img")
        w.attribute("aria-label", t.label)
        for (k, v) in extra { w.attribute(k, v) }
        for run in t.runs where draws(run) {
            if textOutput == .outlines, let outline = run.outline {
                w.open("path")
                w.attribute("d", path: outline)
                writePaint("fill", run.paint, into: &w)
                w.close()
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

    /// Whether a run draws anything: its outline in outline output, else its text.
    private func draws(_ run: RenderText.Run) -> Bool {
        if textOutput == .outlines, let outline = run.outline { return !outline.isEmpty }
        return !run.text.isEmpty
    }
}
