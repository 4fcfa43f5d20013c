import Foundation
import Testing
import VellumGeometry
@testable import VellumSymbols

/// The SF Symbols names issue 31 found missing in public SwiftUI code, and facts about their shapes
/// that a wrong drawing would break. `CommonSymbolsTests` checks every name here too: it resolves,
/// stays in the symbol frame at weights 100 to 700, and its `.fill` form has more ink.
@Suite struct Issue31SymbolsTests {
    let library = SymbolLibrary.standard

    static let names = [
        "fork.knife", "figure.run", "rectangle.portrait.and.arrow.right", "rectangle.portrait.and.arrow.right.fill",
        "dollarsign", "dollarsign.circle", "dollarsign.circle.fill", "person.3", "person.3.fill", "building.2",
        "building.2.fill", "cup.and.saucer", "cup.and.saucer.fill", "graduationcap", "graduationcap.fill",
        "app.badge", "app.badge.fill", "calendar.badge.plus", "clock.arrow.circlepath", "house.circle",
        "house.circle.fill", "bold", "italic", "underline", "textformat", "note.text", "note.text.fill",
        "dumbbell", "dumbbell.fill", "ticket", "ticket.fill", "wallet.pass", "wallet.pass.fill", "seal", "seal.fill",
        "rosette", "medal", "medal.fill", "cpu", "cpu.fill", "externaldrive", "externaldrive.fill", "barcode.viewfinder",
        "quote.bubble", "quote.bubble.fill", "stethoscope", "pills", "pills.fill", "cross.case", "cross.case.fill",
        "heart.text.square", "heart.text.square.fill", "person.crop.square", "person.crop.square.fill",
        "wrench.and.screwdriver", "wrench.and.screwdriver.fill", "character.book.closed", "character.book.closed.fill",
        "translate", "brain", "brain.fill",
        "circle.righthalf.filled", "circle.lefthalf.filled",
    ]

    private func image(_ name: String, _ pointSize: CGFloat = 17) throws -> SymbolImage {
        try #require(library.image(named: name, pointSize: pointSize), "\(name) does not resolve")
    }

    /// The monochrome ink's bounds.
    private func ink(_ image: SymbolImage) -> CGRect {
        image.monochromeLayers.reduce(CGRect.null) { $0.union($1.path.inkBounds) }
    }

    /// Whether monochrome rendering paints `point`.
    private func painted(_ image: SymbolImage, _ point: CGPoint) -> Bool {
        image.monochromeLayers.contains { TestSupport.covers($0, point) }
    }

    /// Which way each glyph's ink runs at 17 pt, as SF Symbols draws it: wide (a group, a bar,
    /// a word), tall (a letter, cutlery), or about square.
    @Test func aspectRatiosFollowSFSymbols() throws {
        let wide = ["person.3", "person.3.fill", "dumbbell", "dumbbell.fill", "graduationcap", "textformat", "cup.and.saucer",
                    "ticket", "externaldrive", "cross.case"]
        let tall = ["fork.knife", "bold", "italic", "underline", "dollarsign", "wallet.pass", "medal", "rosette"]
        // (`calendar.badge.plus` is 1.19 times wider than tall in SF Pro's file: its badge sticks out.)
        let square = ["building.2", "app.badge", "house.circle", "note.text", "clock.arrow.circlepath",
                      "seal", "cpu", "pills", "heart.text.square", "person.crop.square", "barcode.viewfinder",
                      "wrench.and.screwdriver", "translate"]
        for name in wide {
            let r = ink(try image(name))
            #expect(r.width > r.height * 1.2, "\(name) should be wide: \(r.size)")
        }
        for name in tall {
            let r = ink(try image(name))
            #expect(r.height > r.width * 1.1, "\(name) should be tall: \(r.size)")
        }
        // The brain from above is a little wider than long, its halves side by side.
        let brain = ink(try image("brain"))
        #expect(brain.width > brain.height * 1.05 && brain.width < brain.height * 1.3, "\(brain.size)")
        for name in square {
            let r = ink(try image(name))
            #expect(abs(r.width / r.height - 1) < 0.15, "\(name) should be about square: \(r.size)")
        }
    }

    /// A `.fill` form keeps its outline's frame, as SF Symbols' do: filling changes the ink inside,
    /// not the size the symbol takes in a line of text.
    @Test func fillFormsKeepTheirOutlinesFrame() throws {
        let pairs = Self.names.filter { Self.names.contains($0 + ".fill") }
        #expect(pairs.count == 24)
        for name in pairs {
            for weight in [100, 400, 900] {
                let outline = try #require(library.image(named: name, pointSize: 17, weight: weight))
                let filled = try #require(library.image(named: name + ".fill", pointSize: 17, weight: weight))
                #expect(abs(outline.size.width - filled.size.width) < 0.3 && abs(outline.size.height - filled.size.height) < 0.3,
                        "\(name) at \(weight): \(outline.size) but the fill is \(filled.size)")
            }
        }
    }

    /// The exit arrow leaves through a gap in the door's trailing side and reaches past it.
    @Test func exitArrowLeavesThroughTheDoor() throws {
        for name in ["rectangle.portrait.and.arrow.right", "rectangle.portrait.and.arrow.right.fill"] {
            let image = try image(name, 100)
            let r = ink(image)
            #expect(r.width > r.height, "\(name): \(r.size)")
            // The arrow's shaft is painted at the middle height, right of centre; the door's
            // trailing side is not, just above and below the shaft.
            #expect(painted(image, CGPoint(x: r.maxX - 4, y: r.midY)), "\(name)")
            #expect(!painted(image, CGPoint(x: r.minX + r.width * 0.56, y: r.midY - 8)), "\(name)")
        }
    }

    /// The `$` is knocked out of `dollarsign.circle.fill`: its bar's top stub is a hole in the disc.
    @Test func dollarSignIsKnockedOut() throws {
        let image = try image("dollarsign.circle.fill", 100)
        let r = ink(image)
        #expect(!painted(image, CGPoint(x: r.midX, y: r.minY + r.height * 0.22)))
        #expect(painted(image, CGPoint(x: r.minX + 8, y: r.midY)))
        #expect(image.layers.contains { !$0.monochrome && $0.level == 0 }, "the mark is the primary layer in hierarchical rendering")
    }

    /// Badges sit at their corner with a clear gap between them and the cut-back body.
    @Test func badgesAreClearOfTheirBody() throws {
        for (name, corner) in [("app.badge", CGPoint(x: 1, y: 0)), ("app.badge.fill", CGPoint(x: 1, y: 0)), ("calendar.badge.plus", CGPoint(x: 1, y: 1))] {
            let image = try image(name, 100)
            let badge = try #require(image.layers.first { $0.level == 0 }, "\(name)").path.inkBounds
            let r = ink(image)
            #expect(abs((corner.x == 1 ? r.maxX : r.minX) - (corner.x == 1 ? badge.maxX : badge.minX)) < 1, "\(name): badge at the side")
            #expect(abs((corner.y == 1 ? r.maxY : r.minY) - (corner.y == 1 ? badge.maxY : badge.minY)) < 1, "\(name): badge at the edge")
            // Just outside the badge, toward the middle, nothing is painted.
            let toward = CGPoint(x: corner.x == 1 ? badge.minX - 1.5 : badge.maxX + 1.5, y: corner.y == 1 ? badge.minY - 1.5 : badge.maxY + 1.5)
            let probe = CGPoint(x: toward.x, y: badge.midY), probe2 = CGPoint(x: badge.midX, y: toward.y)
            #expect(!painted(image, probe) && !painted(image, probe2), "\(name): no gap round the badge")
        }
    }

    /// `bold` is the heavy letter: it paints much more of its box than `italic` and `underline`.
    @Test func boldIsHeavierThanItsNeighbours() throws {
        func share(_ name: String) throws -> Double {
            let image = try image(name, 60), r = ink(image)
            var hits = 0
            for row in 0..<30 {
                for column in 0..<30 {
                    let p = CGPoint(x: r.minX + (CGFloat(column) + 0.5) * r.width / 30, y: r.minY + (CGFloat(row) + 0.5) * r.height / 30)
                    if painted(image, p) { hits += 1 }
                }
            }
            return Double(hits) / 900
        }
        let bold = try share("bold")
        #expect(bold > 0.5, "\(bold)")
        let italic = try share("italic"), underline = try share("underline")
        #expect(bold > italic * 1.5 && bold > underline * 1.5, "\(bold) \(italic) \(underline)")
    }

    /// Marks knocked out of filled bodies are holes in monochrome: the die of `cpu.fill`, the
    /// perforation of `ticket.fill`, the cross of `cross.case.fill`, the seam of `externaldrive.fill`.
    @Test func filledBodiesHaveTheirMarksCutOut() throws {
        // Points in design units (the origin at the middle of the cap height) inside each mark, and one in the solid body.
        let cases: [(String, hole: CGPoint, solid: CGPoint)] = [
            ("cpu.fill", P(0, -13), P(-22, -22)), ("ticket.fill", P(18, -7), P(-30, -20)),
            ("cross.case.fill", P(0, 9), P(-34, -10)), ("externaldrive.fill", P(0, 2), P(0, -14)),
            ("note.text.fill", P(0, -22), P(0, -33)), ("heart.text.square.fill", P(0, -12), P(-36, 0)),
            ("character.book.closed.fill", P(1, -12), P(26, -36)), ("brain.fill", P(0, 0), P(-30, 0)),
        ]
        for (name, hole, solid) in cases {
            let image = try image(name, 100)
            // Design units to the image: the drawing's ink onto the image's (fitted to SF's box).
            let build = try #require(BuiltInSymbols.all[name])
            let drawn = build(Pen(w: SymbolMetrics.strokeWidth(weight: 400)))
            let raw = drawn.layers.reduce(CGRect.null) { $0.union($1.path.inkBounds) }, fitted = ink(image)
            let inImage = { (p: CGPoint) in
                CGPoint(x: fitted.minX + (p.x - raw.minX) * fitted.width / raw.width,
                        y: fitted.minY + (p.y - raw.minY) * fitted.height / raw.height)
            }
            #expect(!painted(image, inImage(hole)), "\(name): the mark is not knocked out at \(hole)")
            #expect(painted(image, inImage(solid)), "\(name): the body is not solid at \(solid)")
        }
    }

    /// The cropped person sits in its square as in its circle: the shoulders end a gap above the
    /// enclosure's bottom edge, and the head is centred.
    @Test func croppedPersonSitsInTheSquare() throws {
        for name in ["person.crop.square", "person.crop.square.fill"] {
            let image = try image(name, 100)
            let person = try #require(image.layers.first { $0.level == 0 }, "\(name)").path.inkBounds
            let r = ink(image)
            #expect(abs(person.midX - r.midX) < 0.5, "\(name)")
            #expect(r.maxY - person.maxY > 4, "\(name): shoulders touch the edge")
            #expect(person.width > r.width * 0.6, "\(name): shoulders too narrow: \(person.width)")
        }
    }

    /// `character.book.closed` is `book.pages` with a letter on its cover: the book's own parts are
    /// the same, and the letter sits between the spine and the trailing edge.
    @Test func characterBookIsTheBookWithALetter() throws {
        // The drawings themselves (each is then fitted to its own SF box).
        let pen = Pen(w: SymbolMetrics.strokeWidth(weight: 400))
        let buildBook = try #require(BuiltInSymbols.all["book.pages"]), buildLettered = try #require(BuiltInSymbols.all["character.book.closed"])
        let book = buildBook(pen), lettered = buildLettered(pen)
        let bookPrimary = try #require(book.layers.first { $0.level == 0 }).path.inkBounds
        let letter = try #require(lettered.layers.first { $0.level == 0 }).path.inkBounds
        #expect(bookPrimary == letter, "the letter stays inside the cover")
        #expect(lettered.layers.first { $0.level == 1 }?.path == book.layers.first { $0.level == 1 }?.path)
    }

    /// Three people: the front one's head at the middle, one behind on either side, higher up.
    @Test func threePeopleStandSideBySide() throws {
        let image = try image("person.3", 100)
        let primary = image.layers.filter { $0.level == 0 }.reduce(CGRect.null) { $0.union($1.path.inkBounds) }
        let secondary = image.layers.filter { $0.level == 1 }.reduce(CGRect.null) { $0.union($1.path.inkBounds) }
        #expect(abs(primary.midX - image.size.width / 2) < 1)
        #expect(secondary.minX < primary.minX && secondary.maxX > primary.maxX)
        #expect(secondary.minY < primary.minY)
    }
}
