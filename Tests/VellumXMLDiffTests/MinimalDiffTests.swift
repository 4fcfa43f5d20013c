import Testing
import VellumXMLDiff

/// Ten edits in a large file read as about ten differences, not a cascade.
@Suite struct MinimalDiffTests {
    /// A deterministic document: gradients in defs, rows of cells of rects and a label.
    static func document(rows: Int, mutate: Bool) -> String {
        var svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="100"><defs>"#
        for k in 0..<40 {
            let colour = mutate && k == 7 ? "#00ff00" : colourHex(k * 3)
            svg += #"<linearGradient id="g\#(k)" x1="0" x2="1"><stop offset="0" stop-color="\#(colour)"/><stop offset="1" stop-color="\#(colourHex(k * 3 + 1))"/></linearGradient>"#
        }
        svg += "</defs>"
        var leaf = 0
        for row in 0..<rows {
            svg += #"<g transform="translate(0,\#(row * 28))">"#
            for cell in 0..<20 {
                let shifted = mutate && row == 17 && cell == 3
                svg += #"<g transform="translate(\#(cell * 64),\#(shifted ? 2 : 0))">"#
                for slot in 0..<9 {
                    leaf += 1
                    if mutate && row == 40 && cell == 5 && slot == 4 { continue }
                    if mutate && row == 44 && cell == 2 && slot == 1 {
                        svg += ##"<rect x="30" y="6" width="8" height="8" fill="#123456"/>"##
                    }
                    var fill = leaf % 3 == 0 ? "url(#g\(leaf % 40))" : colourHex(leaf)
                    if mutate && (row, cell, slot) == (3, 3, 3) { fill = "#ff00ff" }
                    if mutate && (row, cell, slot) == (20, 1, 2) { fill = "#ff28d7" }
                    if mutate && (row, cell, slot) == (33, 19, 8) { fill = "url(#g5)" }
                    var attributes = #"x="\#(slot % 5 * 12)" y="\#(slot / 5 * 12)" width="10" height="10" fill="\#(fill)""#
                    let rounded = leaf % 4 == 1
                    if rounded && !(mutate && row == 9 && cell == 9 && slot == 3) { attributes += #" rx="2""# }
                    if mutate && row == 12 && cell == 0 && slot == 0 { attributes += ##" stroke="#000000""## }
                    svg += "<rect \(attributes)/>"
                }
                let label = mutate && row == 30 && cell == 10 ? "t\(leaf)!" : "t\(leaf)"
                svg += #"<text x="48" y="22" font-size="7">\#(label)</text></g>"#
            }
            svg += "</g>"
        }
        return svg + "</svg>"
    }

    static func colourHex(_ i: Int) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for value in [(i * 97 + 31) % 256, (i * 57 + 101) % 256, (i * 23 + 191) % 256] {
            text.append(digits[value / 16])
            text.append(digits[value % 16])
        }
        return text
    }

    @Test func tenEditsInTenThousandElements() throws {
        let a = Self.document(rows: 46, mutate: false)
        let b = Self.document(rows: 46, mutate: true)
        let form = try SVGCanonicalForm(a)
        #expect(form.nodeCount > 10_000)
        let result = try SVGDiff.compare(a, b)
        let lines = result.differences.map(\.description)
        #expect(result.differences.count == 10, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains("/svg/defs[1]/linearGradient[8]/stop[1]@stop-color: \(Self.colourHex(21).uppercased()) → #00FF00"))
        #expect(lines.contains("/svg/g[18]/g[4]@transform: translate(192,0) → translate(192,2)"))
        #expect(lines.contains { $0.hasPrefix("/svg/g[41]/g[6]/rect[5]: deleted <rect") })
        #expect(lines.contains { $0.hasPrefix("/svg/g[45]/g[3]/rect[2]: inserted <rect") })
        #expect(lines.contains(#"/svg/g[31]/g[11]/text[1]: text "t5499" → "t5499!""#))
        #expect(lines.contains("/svg/g[13]/g[1]/rect[1]@stroke: added #000000"))
        #expect(lines.contains("/svg/g[10]/g[10]/rect[4]@rx: removed 2"))
        #expect(lines.contains { $0.hasPrefix("/svg/g[34]/g[20]/rect[9]@fill: ") })
        let hunks = result.unifiedDiff.split(separator: "\n").filter { $0.hasPrefix("@@") }.count
        #expect(hunks >= 8 && hunks <= 10)
    }

    @Test func identicalLargeDocumentsAreEqual() throws {
        let a = Self.document(rows: 46, mutate: false)
        #expect(try SVGDiff.compare(a, a).isEqual)
    }
}

/// Repetitive sibling lists (no unique anchors) still align minimally.
@Suite struct RepetitiveListTests {
    @Test func shiftedRepeatingPatternReadsAsEdgeEdits() throws {
        let a = "<svg>" + (0..<20_000).map { "<rect x=\"\($0 % 7)\"/>" }.joined() + "</svg>"
        let b = "<svg>" + (0..<20_001).map { "<rect x=\"\(($0 + 3) % 7)\"/>" }.joined() + "</svg>"
        let result = try SVGDiff.compare(a, b)
        #expect(result.differences.count == 7, "\(result.summary())")
        #expect(result.differences.allSatisfy { $0.kind == .elementDeleted || $0.kind == .elementInserted })
    }

    @Test func editsInsideIdenticalRowsStayLocal() throws {
        let row = "<g><rect width=\"10\"/><rect width=\"20\"/></g>"
        var rows = Array(repeating: row, count: 500)
        let a = "<svg>" + rows.joined() + "</svg>"
        rows[100] = "<g><rect width=\"10\"/><rect width=\"21\"/></g>"
        rows.remove(at: 300)
        let b = "<svg>" + rows.joined() + "</svg>"
        let result = try SVGDiff.compare(a, b)
        #expect(result.differences.count == 2, "\(result.summary())")
        #expect(result.differences.contains { $0.kind == .attributeChanged && $0.attribute == "width" })
        #expect(result.differences.contains { $0.kind == .elementDeleted })
    }
}
