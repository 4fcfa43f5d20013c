import VellumGeometry

/// The built-in glyphs, by SF Symbols name. Each family lives in its own file
/// (`Symbols+Arrows.swift`, `Symbols+Shapes.swift`, …).
enum BuiltInSymbols {
    /// Names that draw the same glyph as another name, as SF Symbols has them
    /// (the left-to-right forms of the "backward"/"forward" names, and so on).
    static let aliases: [String: String] = [
        "chevron.backward": "chevron.left",
        "circle.lefthalf.filled": "circle.lefthalf.fill",
        "circle.righthalf.filled": "circle.righthalf.fill",
        "chevron.forward": "chevron.right",
        "arrow.backward": "arrow.left",
        "arrow.forward": "arrow.right",
        "chevron.backward.circle": "chevron.left.circle",
        "chevron.forward.circle": "chevron.right.circle",
        "chevron.backward.circle.fill": "chevron.left.circle.fill",
        "chevron.forward.circle.fill": "chevron.right.circle.fill",
        "arrow.backward.circle": "arrow.left.circle",
        "arrow.forward.circle": "arrow.right.circle",
        "arrow.backward.circle.fill": "arrow.left.circle.fill",
        "arrow.forward.circle.fill": "arrow.right.circle.fill",
        "multiply": "xmark",
        "line.horizontal.3": "line.3.horizontal",
        "line.horizontal.3.decrease.circle": "line.3.horizontal.decrease.circle",
        "line.horizontal.3.decrease.circle.fill": "line.3.horizontal.decrease.circle.fill",
        "gearshape.2": "gear",
        "arrow.uturn.left": "arrow.uturn.backward",
        "arrow.triangle.2.circlepath.circle": "arrow.triangle.2.circlepath",
        // SF Symbols 6 names for the documents.
        "text.document": "doc.text",
        "text.document.fill": "doc.text.fill",
        "document.on.document": "doc.on.doc",
        "document.on.document.fill": "doc.on.doc.fill",
        "multiply.circle": "xmark.circle",
        "multiply.circle.fill": "xmark.circle.fill",
        "arrow.up.to.line.alt": "arrow.up.to.line",
        "arrow.down.to.line.alt": "arrow.down.to.line",
        "arrow.left.to.line.alt": "arrow.left.to.line",
        "arrow.right.to.line.alt": "arrow.right.to.line",
        "line.horizontal.3.decrease": "line.3.horizontal.decrease",
        "arrow.up.forward": "arrow.up.right",
        "arrow.uturn.right": "arrow.uturn.forward",
        "arrow.down.document": "arrow.down.doc",
        "arrow.down.document.fill": "arrow.down.doc.fill",
        "document.badge.plus": "doc.badge.plus",
        "printer.filled.and.paper": "printer.fill",
    ]

    /// Every distinct glyph, by name (aliases not included).
    static let glyphs: [String: GlyphBuilder] = {
        var table: [String: GlyphBuilder] = [:]
        for family in [arrows, shapes, digits, people, home, objects, media, nature, communication, interface, devices,
                       office, commerce, tools, weather, time, leisure, gestures, workspace, documents,
                       places, health, badges, text, awards, hardware, signs, talk, papers, animals, kit, sky,
                       pointers, enclosed, gadgets, odds, circled, variants] {
            table.merge(family) { first, _ in first }
        }
        return table
    }()

    /// The symbols SF Symbols also has crossed out (`bell.slash`, `bell.slash.fill`), with or without `.fill`.
    static let slashable = ["bell", "mic", "video", "wifi", "location", "pencil", "tag", "flag"]

    /// The crossed-out forms of `slashable`: the glyph with a stroke from its
    /// top left to its bottom right drawn over it, as `eye.slash` is drawn.
    static var slashed: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        for name in slashable {
            for (plain, crossed) in [(name, name + ".slash"), (name + ".fill", name + ".slash.fill")] {
                guard let build = glyphs[plain], glyphs[crossed] == nil else { continue }
                table[crossed] = { pen in
                    Glyph(build(pen).layers + [GlyphLayer(path: pen.line(P(-36, -40), P(36, 40)), level: 0, evenOdd: false, monochrome: true)])
                }
            }
        }
        return table
    }

    /// Crossed-out forms drawn as `crossedOut` draws them, a gap cut either side of the stroke, by
    /// the name of the glyph they cross out.
    static let crossedOutNames = [
        "eye.fill": "eye.slash.fill", "person": "person.slash", "person.fill": "person.slash.fill",
        "network": "network.slash", "pin": "pin.slash", "pin.fill": "pin.slash.fill", "bolt": "bolt.slash",
        "bolt.fill": "bolt.slash.fill", "rectangle.on.rectangle": "rectangle.on.rectangle.slash",
        "location.circle": "location.slash.circle",
    ]

    /// Every name, aliases included.
    static let all: [String: GlyphBuilder] = {
        var table = glyphs.merging(slashed) { first, _ in first }
        for (plain, crossed) in crossedOutNames {
            if let build = glyphs[plain], table[crossed] == nil { table[crossed] = crossedOut(build) }
        }
        for (alias, target) in aliases {
            if let glyph = glyphs[target] { table[alias] = glyph }
        }
        return table
    }()

    /// Numbered circles and squares: `1.square`, `1.square.fill`, `1.circle`, …
    static var digits: [String: GlyphBuilder] {
        var table: [String: GlyphBuilder] = [:]
        for digit in 0...9 {
            let mark = Digits.mark(digit)
            table["\(digit).square"] = Enclosure.square.glyph(mark, size: 50, filled: false)
            table["\(digit).square.fill"] = Enclosure.square.glyph(mark, size: 50, filled: true)
            table["\(digit).circle"] = Enclosure.circle.glyph(mark, size: 50, filled: false)
            table["\(digit).circle.fill"] = Enclosure.circle.glyph(mark, size: 50, filled: true)
        }
        return table
    }
}
