import Foundation
import Testing
import VellumGeometry
@testable import VellumSymbols

/// SF Symbols names found in public SwiftUI code (43 repositories) that the library lacked, and the
/// common iOS names beside them: each resolves and draws at every weight and scale, its `.fill` form
/// covers more, its knocked-out marks are holes, and its crossed-out form cuts a gap round the stroke.
@Suite struct PublicCodeSymbolsTests {
    let library = SymbolLibrary.standard

    /// The new glyphs, most used first (aliases are in `aliases`).
    static let names = [
        "checkmark.seal", "checkmark.seal.fill", "xmark.octagon", "xmark.octagon.fill", "paintpalette", "paintpalette.fill",
        "tortoise", "tortoise.fill", "timelapse", "server.rack", "record.circle", "record.circle.fill", "play.rectangle",
        "play.rectangle.fill", "photo.badge.plus", "pencil.and.list.clipboard", "number", "note.text.badge.plus", "network.slash",
        "music.note.list", "list.bullet.rectangle.portrait.fill", "link.circle", "link.circle.fill", "key.fill", "gobackward.15",
        "goforward.15", "exclamationmark.bubble", "exclamationmark.bubble.fill", "envelope.open", "envelope.open.fill",
        "doc.richtext", "doc.richtext.fill", "doc.plaintext", "doc.plaintext.fill", "captions.bubble", "captions.bubble.fill",
        "bubble.left.and.bubble.right", "bubble.left.and.bubble.right.fill", "arrowshape.down", "arrowshape.down.fill",
        "arrowshape.up", "arrowshape.up.fill", "arrowshape.left", "arrowshape.left.fill", "arrowshape.right",
        "arrowshape.right.fill", "arrow.2.squarepath", "antenna.radiowaves.left.and.right",
        "xmark.seal", "xmark.seal.fill", "exclamationmark.octagon", "exclamationmark.octagon.fill", "octagon", "octagon.fill",
        "checkmark.shield", "checkmark.shield.fill", "xmark.shield", "xmark.shield.fill", "exclamationmark.shield",
        "exclamationmark.shield.fill", "lock.shield", "lock.shield.fill", "number.circle", "number.circle.fill", "x.circle",
        "x.circle.fill", "star.circle", "star.circle.fill", "heart.circle", "heart.circle.fill", "infinity", "nosign", "equal",
        "book.closed", "book.closed.fill", "trash.circle", "trash.circle.fill", "square.on.square", "square.grid.3x3",
        "square.grid.3x3.fill", "safari", "safari.fill", "hare", "hare.fill", "gauge", "faceid", "eye.slash.fill", "goforward",
        "gobackward", "goforward.30", "gobackward.30", "moon.stars", "moon.stars.fill", "sunrise", "sunrise.fill", "sunset",
        "sunset.fill", "location.circle", "location.circle.fill", "list.bullet.rectangle", "list.bullet.rectangle.fill",
        "pencil.circle", "pencil.circle.fill", "pencil.line", "party.popper", "person.slash", "person.slash.fill",
        "person.fill.checkmark", "person.badge.minus", "folder.badge.plus", "folder.badge.minus", "hand.wave", "hand.wave.fill",
        "handbag", "handbag.fill", "suitcase", "suitcase.fill", "terminal", "terminal.fill", "waveform.path.ecg", "sun.min",
        "sun.min.fill", "flask", "flask.fill", "qrcode.viewfinder", "puzzlepiece.extension", "puzzlepiece.extension.fill",
        "quote.opening", "quote.closing", "square.and.arrow.up.fill", "square.and.arrow.down.fill", "plus.magnifyingglass",
        "minus.magnifyingglass", "hourglass.circle", "hourglass.circle.fill", "eyedropper", "eyedropper.fill", "pin.slash",
        "pin.slash.fill", "bolt.slash", "bolt.slash.fill",
        // Less used names, drawn from the same parts.
        "arrowtriangle.up", "arrowtriangle.up.fill", "arrowtriangle.down", "arrowtriangle.down.fill", "arrowtriangle.left",
        "arrowtriangle.left.fill", "arrowtriangle.right", "arrowtriangle.right.fill", "chevron.up.2", "chevron.down.2",
        "chevron.left.2", "chevron.right.2", "arrow.up.to.line", "arrow.down.to.line", "arrow.left.to.line",
        "arrow.right.to.line", "arrow.left.and.right", "arrow.up.and.down", "arrow.right.arrow.left",
        "arrow.up.left.and.arrow.down.right", "arrow.up.and.down.and.arrow.left.and.right", "xmark.diamond",
        "xmark.diamond.fill", "questionmark.diamond", "questionmark.diamond.fill", "exclamationmark.diamond",
        "exclamationmark.diamond.fill", "info.bubble", "info.bubble.fill", "lock.square", "lock.square.fill", "trash.square",
        "trash.square.fill", "bookmark.circle", "bookmark.circle.fill", "bookmark.square", "bookmark.square.fill", "moon.circle",
        "moon.circle.fill", "moon.square", "moon.square.fill", "line.3.horizontal.circle", "line.3.horizontal.circle.fill",
        "01.square", "01.square.fill", "02.square", "02.square.fill", "03.square", "03.square.fill", "04.square",
        "04.square.fill", "20.square", "20.square.fill", "18.circle", "18.circle.fill", "50.circle", "50.circle.fill",
        "circle.righthalf.fill", "circle.dashed", "text.book.closed", "text.book.closed.fill", "doc.badge.plus",
        "arrow.down.doc", "arrow.down.doc.fill", "arrow.up.doc", "arrow.up.doc.fill", "photo.badge.exclamationmark", "play.tv",
        "play.tv.fill", "cloud.bolt", "cloud.bolt.fill", "cloud.drizzle", "cloud.drizzle.fill", "cloud.rain", "cloud.rain.fill",
        "atom", "mountain.2", "mountain.2.fill", "lightbulb.max", "lightbulb.max.fill", "dot.radiowaves.right",
        "dot.radiowaves.left.and.right", "hifispeaker", "hifispeaker.fill", "signpost.right", "signpost.right.fill",
        "sidebar.left", "sidebar.right", "square.split.2x1", "square.split.2x1.fill", "scribble", "text.justify.left",
        "globe.americas", "globe.americas.fill", "waveform.path", "text.badge.plus", "text.badge.minus", "text.badge.checkmark",
        "text.badge.star", "square.filled.on.square", "rectangle.dashed", "phone.badge.plus", "phone.arrow.up.right",
        "phone.arrow.down.left", "moon.zzz", "moon.zzz.fill", "keyboard.chevron.compact.down", "eraser", "eraser.fill",
        "eyedropper.full", "eyedropper.halffull", "cube.transparent", "cloud.sun.rain", "cloud.sun.rain.fill", "cloud.sun.bolt",
        "cloud.sun.bolt.fill", "circle.grid.hex", "circle.grid.hex.fill", "chevron.compact.right", "chevron.compact.down",
        "chevron.compact.left", "chevron.compact.up", "camera.aperture", "camera.filters", "bell.and.waves.left.and.right",
        "bell.and.waves.left.and.right.fill", "bandage", "bandage.fill", "bag.badge.plus", "bag.fill.badge.plus", "aspectratio",
        "aspectratio.fill", "arrow.turn.up.right", "arrow.turn.up.left", "tuningfork", "square.leadingthird.inset.filled",
        "square.trailingthird.inset.filled", "square.topthird.inset.filled", "square.bottomthird.inset.filled",
        "poweroutlet.type.b", "poweroutlet.type.b.fill", "memories", "iphone.and.arrow.forward",
        "arrowtriangle.up.circle", "arrowtriangle.up.circle.fill", "arrowtriangle.up.square", "arrowtriangle.up.square.fill",
        "arrowtriangle.down.circle", "arrowtriangle.down.circle.fill", "arrowtriangle.down.square", "arrowtriangle.down.square.fill",
        "arrowtriangle.left.circle", "arrowtriangle.left.circle.fill", "arrowtriangle.left.square", "arrowtriangle.left.square.fill",
        "arrowtriangle.right.circle", "arrowtriangle.right.circle.fill", "arrowtriangle.right.square",
        "arrowtriangle.right.square.fill", "square.and.arrow.up.circle", "square.and.arrow.up.circle.fill",
        "square.and.arrow.up.square", "square.and.arrow.up.square.fill", "plusminus", "plusminus.circle", "plusminus.circle.fill",
        "plusminus.square", "plusminus.square.fill", "gear.circle", "gear.circle.fill", "gear.square", "gear.square.fill",
        "forward.end.circle", "forward.end.circle.fill", "forward.end.square", "forward.end.square.fill", "backward.end.circle",
        "backward.end.circle.fill", "backward.end.square", "backward.end.square.fill", "eurosign", "eurosign.circle",
        "eurosign.circle.fill", "eurosign.square", "eurosign.square.fill", "arrow.left.arrow.right.circle",
        "arrow.left.arrow.right.circle.fill", "arrow.left.arrow.right.square", "arrow.left.arrow.right.square.fill",
        "arrow.up.arrow.down.circle", "arrow.up.arrow.down.circle.fill", "arrow.up.arrow.down.square", "arrow.up.arrow.down.square.fill",
        "arrow.clockwise.circle", "arrow.counterclockwise.circle", "doc.text.magnifyingglass",
        "arrow.uturn.backward.circle", "arrow.uturn.backward.circle.fill", "arrow.uturn.forward.circle",
        "arrow.uturn.forward.circle.fill", "arrowshape.turn.up.left", "arrowshape.turn.up.left.fill",
        "arrowshape.turn.up.left.circle", "arrowshape.turn.up.left.circle.fill", "arrowshape.turn.up.right",
        "arrowshape.turn.up.right.fill", "arrowshape.turn.up.right.circle", "arrowshape.turn.up.right.circle.fill",
        "archivebox.circle", "archivebox.circle.fill", "leaf.circle", "leaf.circle.fill", "figure.wave", "lock.rotation",
        "lock.iphone", "folder.badge.gearshape", "rectangle.on.rectangle", "rectangle.fill.on.rectangle.fill",
        "pencil.and.scribble", "alarm.waves.left.and.right", "alarm.waves.left.and.right.fill", "arrow.clockwise.icloud",
        "rectangle.on.rectangle.slash", "location.slash.circle", "flip.horizontal", "flip.horizontal.fill",
        "folder.fill.badge.gearshape", "gauge.badge.plus", "bubble.left.and.text.bubble.right", "bubble.left.and.text.bubble.right.fill",
    ]

    /// New names that draw another name's glyph, as SF Symbols has them.
    static let aliases = [
        "text.document": "doc.text", "text.document.fill": "doc.text.fill", "document.on.document": "doc.on.doc",
        "document.on.document.fill": "doc.on.doc.fill", "multiply.circle": "xmark.circle", "multiply.circle.fill": "xmark.circle.fill",
        "arrow.up.to.line.alt": "arrow.up.to.line",
        "arrow.down.to.line.alt": "arrow.down.to.line", "arrow.left.to.line.alt": "arrow.left.to.line",
        "arrow.right.to.line.alt": "arrow.right.to.line", "line.horizontal.3.decrease": "line.3.horizontal.decrease",
        "arrow.up.forward": "arrow.up.right", "arrow.uturn.right": "arrow.uturn.forward", "arrow.down.document": "arrow.down.doc",
        "arrow.down.document.fill": "arrow.down.doc.fill", "document.badge.plus": "doc.badge.plus",
        "printer.filled.and.paper": "printer.fill",
    ]

    /// The glyph for `name` at `weight`, in design units.
    private func glyph(_ name: String, weight: Int = 400) throws -> Glyph {
        let build = try #require(BuiltInSymbols.all[name], "\(name) is not built in")
        return build(Pen(w: SymbolMetrics.strokeWidth(weight: weight)))
    }

    /// Whether the glyph's monochrome layers paint `point` (design units).
    private func paints(_ layers: [TestSupport.FlatLayer], _ point: CGPoint) -> Bool { layers.contains { $0.covers(point) } }

    private func flat(_ glyph: Glyph) -> [TestSupport.FlatLayer] {
        glyph.layers.filter(\.monochrome).map {
            TestSupport.FlatLayer(SymbolLayer(path: $0.path, level: $0.level, evenOdd: $0.evenOdd, monochrome: $0.monochrome))
        }
    }

    /// The share of a grid over the 110-unit design square that the glyph paints in monochrome.
    private func ink(_ glyph: Glyph, n: Int = 70) -> Double {
        let layers = flat(glyph)
        var painted = 0
        for row in 0..<n {
            for column in 0..<n where paints(layers, P(-55 + (CGFloat(column) + 0.5) * 110 / CGFloat(n), -55 + (CGFloat(row) + 0.5) * 110 / CGFloat(n))) {
                painted += 1
            }
        }
        return Double(painted) / Double(n * n)
    }

    @Test func everyNameIsNewAndResolves() {
        #expect(Self.names.count == 371 && Set(Self.names).count == Self.names.count)
        #expect(Set(Self.names).isDisjoint(with: CommonSymbolsTests.names))
        for name in Self.names + Array(Self.aliases.keys) {
            #expect(library.contains(name), "missing \(name)")
        }
    }

    /// Every name draws finite ink inside its frame at weights 100 to 900 and at every scale, and no
    /// glyph strays outside the square its neighbours keep to, or shrinks to a speck.
    @Test func everyNameDrawsAtEveryWeightAndScale() throws {
        for name in Self.names {
            for weight in stride(from: 100, through: 900, by: 100) {
                var bounds = CGRect.null
                for layer in try glyph(name, weight: weight).layers { bounds = bounds.union(layer.path.inkBounds) }
                #expect(!bounds.isNull && bounds.minX.isFinite && bounds.maxY.isFinite, "\(name) at \(weight) draws nothing")
                #expect(CGRect(x: -55, y: -55, width: 110, height: 110).contains(bounds), "\(name) at \(weight) reaches \(bounds)")
                #expect(Swift.max(bounds.width, bounds.height) > 55, "\(name) at \(weight) is only \(bounds.size)")
                for scale in SymbolScale.allCases {
                    let image = try #require(library.image(named: name, pointSize: 17, weight: weight, scale: scale))
                    // SF's widest common symbols (tortoise.fill) are 1.8 em across at medium scale.
                    #expect(Swift.max(image.size.width, image.size.height) > 8 && Swift.min(image.size.width, image.size.height) > 2
                                && image.size.width < 45 && image.size.height < 40,
                            "\(name) at \(weight), \(scale): \(image.size)")
                    // A badge SF Symbols lets overhang the advance (a negative side margin) overhangs the frame.
                    let box = SymbolBoxTable.box(forGlyph: BuiltInSymbols.aliases[name] ?? name)
                    let overhang = Swift.max(0, -(box?.leadingMargin ?? 0), -(box?.trailingMargin ?? 0)) / 1000 * 17 * 1.4
                    let frame = CGRect(origin: .zero, size: image.size).insetBy(dx: -0.01 - overhang, dy: -0.01)
                    for layer in image.layers where !layer.path.isEmpty {
                        #expect(frame.contains(layer.path.inkBounds), "\(name) at \(weight), \(scale) leaves its frame")
                    }
                }
            }
        }
    }

    @Test func fillFormsCoverMoreThanTheirOutlines() throws {
        let pairs = Self.names.filter { Self.names.contains($0 + ".fill") }
        #expect(pairs.count == 130)
        for name in pairs {
            // At the heaviest weights an outline's strokes fill most of it, and a heavy mark knocks out as much.
            for weight in [100, 400] {
                let outline = ink(try glyph(name, weight: weight)), filled = ink(try glyph(name + ".fill", weight: weight))
                #expect(outline > 0.03, "\(name) at \(weight) draws almost nothing: \(outline)")
                // Crossed-out forms lose a band of ink to the gap either way; the globe loses its continents.
                let margin = name.hasSuffix(".slash") || name == "globe.americas" ? 1.03 : 1.1
                #expect(filled > outline * margin, "\(name).fill at \(weight) covers \(filled), no more than \(name)'s \(outline)")
            }
        }
    }

    /// Marks knocked out of filled shapes are holes in monochrome, the shape round them solid, and in
    /// hierarchical rendering a primary layer fills the hole.
    @Test func knockedOutMarksAreHoles() throws {
        // Design units: a point inside each mark, and one in the solid shape round it.
        let cases: [(String, hole: CGPoint, solid: CGPoint)] = [
            ("checkmark.seal.fill", P(5.8, 0), P(-30, -20)), ("xmark.octagon.fill", P(0, 0), P(-30, 0)),
            ("exclamationmark.octagon.fill", P(0, -10), P(-30, 0)), ("number.circle.fill", P(0, -7.8), P(-35, 20)),
            ("link.circle.fill", P(21.96, -21.96), P(-30, -20)), ("trash.circle.fill", P(0, 12), P(-38, 0)),
            ("star.circle.fill", P(0, 0), P(-38, 10)), ("heart.circle.fill", P(0, 0), P(-38, 10)),
            ("record.circle.fill", P(28, 0), P(0, 0)), ("key.fill", P(0, -31), P(12, -24)), ("key.horizontal.fill", P(-31, 0), P(-24, 12)),
            ("envelope.open.fill", P(0, 24), P(0, 0)), ("paintpalette.fill", P(8.9, -26.4), P(-10, 10)),
            ("terminal.fill", P(-14, -6), P(30, -20)), ("exclamationmark.shield.fill", P(0, -8), P(-24, -30)),
            ("doc.plaintext.fill", P(0, 2), P(0, -6)), ("captions.bubble.fill", P(10, -16), P(0, -28)),
            ("square.and.arrow.up.fill", P(0, 10), P(-20, 30)), ("hourglass.circle.fill", P(0, -12), P(-36, 0)),
            ("xmark.diamond.fill", P(0, 0), P(-26, 0)), ("info.bubble.fill", P(0, 0), P(-30, -20)),
            ("lock.square.fill", P(0, 10), P(-34, -34)), ("arrow.down.doc.fill", P(0, 8), P(-22, -30)),
            ("50.circle.fill", P(23.3, 0), P(13.9, 0)), ("hifispeaker.fill", P(15, 14), P(0, 14)),
            ("play.tv.fill", P(0, -7), P(-34, -26)), ("globe.americas.fill", P(-10, -30), P(-30, 20)),
            ("gear.circle.fill", P(0, -22), P(0, 0)), ("eurosign.circle.fill", P(-6.2, -19.3), P(0, 0)),
            ("bandage.fill", P(-0.7, -7.8), P(-20, 20)), ("aspectratio.fill", P(-30, -10), P(0, 0)),
            ("poweroutlet.type.b.fill", P(12.5, -8), P(0, -8)), ("arrowtriangle.up.square.fill", P(0, 0), P(-34, -34)),
            ("eraser.fill", P(-8.5, 8.5), P(10, -10)), ("forward.end.circle.fill", P(-6, 0), P(-36, 0)),
            ("plusminus.circle.fill", P(0, 20), P(-36, 0)),
            ("arrow.uturn.backward.circle.fill", P(20.1, 2.4), P(-36, 0)), ("archivebox.circle.fill", P(0, -1.2), P(0, -30)),
            ("leaf.circle.fill", P(10, 10), P(0, 0)), ("arrowshape.turn.up.left.circle.fill", P(-13.6, -2.7), P(-36, 20)), ("arrow.left.arrow.right.square.fill", P(0, -11), P(0, 0)), ("square.split.2x1.fill", P(0, 0), P(-20, 0)),
        ]
        for (name, hole, solid) in cases {
            let glyph = try glyph(name), layers = flat(glyph)
            #expect(!paints(layers, hole), "\(name): the mark is not knocked out at \(hole)")
            #expect(paints(layers, solid), "\(name): the shape is not solid at \(solid)")
            #expect(glyph.layers.contains { !$0.monochrome && $0.level == 0 }, "\(name): no primary layer fills the hole")
        }
    }

    /// The shared-arrow fills paint the arrow where it stands above the box and cut it out of the box.
    @Test func shareFillsPaintTheArrowAboveTheBox() throws {
        let up = flat(try glyph("square.and.arrow.up.fill"))
        #expect(paints(up, P(0, -30)) && !paints(up, P(0, 10)))
        let down = flat(try glyph("square.and.arrow.down.fill"))
        #expect(paints(down, P(0, -30)) && !paints(down, P(0, 10)))
    }

    /// Crossed-out forms cut a gap through the glyph either side of the stroke: no point between the
    /// stroke's edge and the gap's is painted, though the plain glyph paints some of them.
    @Test func crossedOutFormsCutAGapRoundTheStroke() throws {
        let forms = ["person.slash": "person", "person.slash.fill": "person.fill", "eye.slash.fill": "eye.fill",
                     "network.slash": "network", "pin.slash": "pin", "bolt.slash.fill": "bolt.fill",
                     "rectangle.on.rectangle.slash": "rectangle.on.rectangle", "location.slash.circle": "location.circle"]
        let d = Pen.unit(P(-36, -40), P(36, 40)), n = P(-d.y, d.x)
        for weight in [100, 400, 900] {
            let pen = Pen(w: SymbolMetrics.strokeWidth(weight: weight))
            let clear = pen.h + Swift.max(2.5, pen.w * 0.6)
            for (crossed, plain) in forms {
                let cut = flat(try glyph(crossed, weight: weight)), whole = flat(try glyph(plain, weight: weight))
                var inGap = 0, plainPaints = 0
                for along in stride(from: CGFloat(-50), through: 50, by: 1) {
                    for side in [CGFloat(-1), 1] {
                        for offset in stride(from: pen.h + 0.6, to: clear - 0.6, by: 0.7) {
                            let p = P(d.x * along + side * offset * n.x, d.y * along + side * offset * n.y)
                            inGap += 1
                            #expect(!paints(cut, p), "\(crossed) at \(weight) paints \(p) in the gap")
                            if paints(whole, p) { plainPaints += 1 }
                        }
                    }
                }
                #expect(inGap > 0 && plainPaints > 0, "\(plain) at \(weight) never reaches the gap")
            }
        }
    }

    @Test func aliasesDrawTheirTargets() throws {
        for (alias, target) in Self.aliases {
            let a = try #require(library.image(named: alias, pointSize: 17)), b = try #require(library.image(named: target, pointSize: 17))
            #expect(a == b, "\(alias) differs from \(target)")
        }
    }

    /// Letters and marks in circles sit in the same circle as the other circled symbols.
    @Test func circledFormsMatchTheirNeighboursCircle() throws {
        let reference = try #require(library.image(named: "xmark.circle", pointSize: 17)).size
        for name in ["x.circle", "number.circle", "star.circle", "heart.circle", "link.circle", "trash.circle", "record.circle",
                     "location.circle", "pencil.circle", "hourglass.circle"] {
            for form in [name, name + ".fill"] {
                let size = try #require(library.image(named: form, pointSize: 17)).size
                #expect(abs(size.width - reference.width) < 0.05 && abs(size.height - reference.height) < 0.05, "\(form): \(size)")
            }
        }
    }

    /// Which way the glyphs run, as SF Symbols draws them: wide animals, signs and racks; a tall flask, book and suitcase.
    @Test func aspectRatiosFollowSFSymbols() throws {
        func size(_ name: String) throws -> CGSize {
            try glyph(name).layers.reduce(CGRect.null) { $0.union($1.path.inkBounds) }.size
        }
        for name in ["tortoise", "infinity", "equal", "server.rack"] {
            let s = try size(name)
            #expect(s.width > s.height * 1.3 || name == "server.rack" && s.width > s.height, "\(name): \(s)")
        }
        let hare = try size("hare")
        #expect(hare.width > hare.height, "\(hare)")
        for name in ["arrowshape.down", "flask", "book.closed", "suitcase"] {
            let s = try size(name)
            #expect(s.height >= s.width * 0.95, "\(name): \(s)")
        }
    }
}
