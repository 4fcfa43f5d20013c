import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

/// `Image(systemName:)` draws each of these symbols (ones ordinary public SwiftUI files asked for)
/// inside its image box, in the foreground style.
@Suite struct SystemImageBoxTests {
    static let names = ["iphone", "tray", "tray.fill", "tray.full", "folder.badge.questionmark", "figure.walk", "lanyardcard",
                         "tray.and.arrow.down.fill", "tray.and.arrow.up.fill", "circle.lefthalf.fill"]

    @Test(arguments: names) func drawsInsideItsBox(_ name: String) throws {
        let svg = try SVGRenderer(content: Image(systemName: name).font(.system(size: 40)).foregroundStyle(.blue),
                                  size: CGSize(width: 60, height: 60)).svg()
        let drawn = try SVGQuery(svg)
        #expect(drawn.count(of: "path") > 0 && drawn.colors.contains("#007AFF"), "\(name) drawn in the foreground colour")
    }

    @Test func filledTrayDiffersFromOutline() throws {
        let size = CGSize(width: 60, height: 60)
        let outline = try SVGRenderer(content: Image(systemName: "tray").font(.system(size: 40)), size: size).svg()
        let filled = try SVGRenderer(content: Image(systemName: "tray.fill").font(.system(size: 40)), size: size).svg()
        #expect(outline != filled)
    }
}
