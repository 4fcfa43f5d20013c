import Foundation
import Testing
import VellumGeometry
@testable import VellumSymbols

/// The SF Symbols names common in public SwiftUI code that Vellum draws itself.
@Suite struct CommonSymbolsTests {
    let library = SymbolLibrary.standard

    static let names = [
        "doc.on.doc", "doc.on.doc.fill", "creditcard", "creditcard.fill", "line.3.horizontal.decrease.circle",
        "line.3.horizontal.decrease.circle.fill", "hand.thumbsup", "hand.thumbsup.fill", "face.smiling", "qrcode",
        "barcode", "paperclip", "newspaper", "newspaper.fill", "ladybug", "ladybug.fill", "hammer", "hammer.fill",
        "wrench", "wrench.fill", "magnifyingglass.circle", "magnifyingglass.circle.fill", "cube", "cube.fill", "gift",
        "gift.fill", "bag", "bag.fill", "chart.bar", "chart.bar.fill", "chart.pie", "chart.pie.fill", "waveform",
        "airplane", "car", "car.fill", "cloud.sun", "cloud.sun.fill", "snowflake", "thermometer", "umbrella",
        "umbrella.fill", "pin", "pin.fill", "keyboard", "printer", "printer.fill", "scissors", "wand.and.stars", "crown",
        "crown.fill", "trophy", "trophy.fill", "list.dash", "hand.raised", "hand.raised.fill", "timer", "stopwatch",
        "alarm", "alarm.fill", "hourglass", "lightbulb", "lightbulb.fill", "film", "tv", "tv.fill", "headphones",
        "gamecontroller", "gamecontroller.fill", "paintbrush", "paintbrush.fill", "icloud", "icloud.fill", "archivebox",
        "archivebox.fill", "banknote", "banknote.fill", "text.quote", "text.alignleft", "repeat", "clipboard",
        "clipboard.fill", "checklist", "tray.full", "tray.full.fill", "mail", "mail.fill", "tablecells",
        "tablecells.fill", "person.fill.badge.plus", "book.pages", "book.pages.fill", "gobackward.5", "goforward.5",
        "gobackward.10", "goforward.10", "app", "app.fill", "arrow.up.right.square", "arrow.up.right.square.fill",
        "bell.badge", "bell.badge.fill", "curlybraces", "square.stack", "square.stack.fill", "powerplug",
        "powerplug.fill", "scroll", "scroll.fill", "textformat.size", "textformat.abc", "popcorn", "popcorn.fill",
        "checklist.checked", "chart.xyaxis.line", "play.rectangle.on.rectangle",
        "photo.fill.on.rectangle.fill", "list.bullet.rectangle.portrait", "movieclapper", "character.cursor.ibeam",
        "list.bullet.below.rectangle", "exclamationmark.magnifyingglass",
    ] + Issue31SymbolsTests.names

    /// The glyph for `name` at regular weight, in design units.
    private func glyph(_ name: String, weight: Int = 400) throws -> Glyph {
        let build = try #require(BuiltInSymbols.all[name], "\(name) is not built in")
        return build(Pen(w: SymbolMetrics.strokeWidth(weight: weight)))
    }

    /// The share of a grid of points over the 100-unit design square that the
    /// glyph's monochrome layers paint, each under its own fill rule.
    private func ink(_ glyph: Glyph, n: Int = 80) -> Double {
        let layers = glyph.layers.filter(\.monochrome).map {
            TestSupport.FlatLayer(SymbolLayer(path: $0.path, level: $0.level, evenOdd: $0.evenOdd, monochrome: $0.monochrome))
        }
        var painted = 0
        for row in 0..<n {
            for column in 0..<n {
                let p = CGPoint(x: -55 + (CGFloat(column) + 0.5) * 110 / CGFloat(n), y: -55 + (CGFloat(row) + 0.5) * 110 / CGFloat(n))
                if layers.contains(where: { $0.covers(p) }) { painted += 1 }
            }
        }
        return Double(painted) / Double(n * n)
    }

    @Test func everyCommonNameResolves() {
        #expect(Self.names.count == 122 + Issue31SymbolsTests.names.count)
        for name in Self.names {
            #expect(library.contains(name), "missing \(name)")
            #expect(library.image(named: name, pointSize: 17) != nil, "no image for \(name)")
        }
    }

    @Test func fillVariantsCoverMoreThanTheirOutlines() throws {
        let pairs = Self.names.filter { Self.names.contains($0 + ".fill") }
        #expect(pairs.count == 42 + Issue31SymbolsTests.names.filter { $0.hasSuffix(".fill") }.count)
        for name in pairs {
            let outline = ink(try glyph(name)), filled = ink(try glyph(name + ".fill"))
            #expect(outline > 0.03, "\(name) draws almost nothing: \(outline)")
            #expect(filled > outline * 1.1, "\(name).fill covers \(filled), no more than \(name)'s \(outline)")
        }
    }

    /// The frame the neighbouring symbols keep to at a weight: the ink of `doc`,
    /// `folder`, `camera` and `circle` together, with a unit of slack for round caps.
    private func neighbourFrame(weight: Int) throws -> CGRect {
        var frame = CGRect.null
        for name in ["doc", "folder", "camera", "circle"] {
            for layer in try glyph(name, weight: weight).layers { frame = frame.union(layer.path.inkBounds) }
        }
        return frame.insetBy(dx: -1, dy: -1)
    }

    @Test func glyphsStayInsideTheSymbolFrame() throws {
        for weight in [100, 400, 700] {
            let frame = try neighbourFrame(weight: weight)
            #expect(frame.width < 108 && frame.height < 108 && abs(frame.midX) < 0.5 && abs(frame.midY) < 0.5, "\(frame)")
            for name in Self.names {
                var bounds = CGRect.null
                for layer in try glyph(name, weight: weight).layers { bounds = bounds.union(layer.path.inkBounds) }
                #expect(frame.contains(bounds), "\(name) at weight \(weight) reaches \(bounds), outside \(frame)")
                // Not a speck either: the glyph spans most of the frame one way.
                #expect(Swift.max(bounds.width, bounds.height) > 0.6 * frame.width, "\(name) is only \(bounds.size)")
            }
        }
    }

    /// Where SF Pro's file gives the symbol's box, the ink fills it one way and comes within 40 % of
    /// it the other (Vellum's drawing may be proportioned otherwise); names it lacks stay about the
    /// size of `doc`.
    @Test func commonSymbolsTakeSFProsBoxes() throws {
        let doc = try #require(library.image(named: "doc", pointSize: 17))
        for name in Self.names {
            let image = try #require(library.image(named: name, pointSize: 17))
            let ink = image.layers.reduce(CGRect.null) { $0.union($1.path.inkBounds) }
            // A fill form is fitted as its outline is (the two stay drawn one over the other).
            let outline = name.hasSuffix(".fill") ? String(name.dropLast(5)) : nil
            if let outline, library.contains(outline) { continue }
            guard let box = SymbolBoxTable.box(named: name) else {
                #expect(image.size.height <= doc.size.height + 2 && image.size.height >= doc.size.height * 0.55,
                        "\(name) (not tabled) is \(image.size) beside doc's \(doc.size)")
                continue
            }
            let w = ink.width / ((box.maxX - box.minX) * 0.017), h = ink.height / ((box.maxY - box.minY) * 0.017)
            #expect(abs(Swift.max(w, h) - 1) < 0.01 && Swift.min(w, h) > 0.6, "\(name) ink \(ink.size), SF's ratio \(w) × \(h)")
        }
    }
}
