import Foundation
import Testing
import VellumCore
import VellumGeometry
@testable import VellumText

/// Glyph outlines: positioned in the frame, y down, SF-proportioned.
@Suite struct OutlineTests {
    @Test func capitalsSitOnTheBaselineAtSFCapHeight() throws {
        let drawings = engine.draw(plain("H"), options: TextOptions(), in: CGSize(width: 30, height: 21))
        let run = try #require(drawings.first)
        let bounds = try #require(run.outline).boundingRect
        #expect(close(run.origin.y, 17 * 1950 / 2048))
        #expect(close(bounds.maxY, run.origin.y, 0.05))
        #expect(close(bounds.height, 17 * SwiftUITextMetrics.capHeight, 0.1))
        #expect(bounds.minX > 0 && bounds.maxX < run.width + 0.5)
    }

    @Test func outlinesFollowThePen() throws {
        let drawings = engine.draw(plain("II"), options: TextOptions(), in: CGSize(width: 30, height: 21))
        let run = try #require(drawings.first)
        #expect(run.characterOffsets.count == 2)
        #expect(run.characterOffsets[0] == 0 && run.characterOffsets[1] > 2)
        let single = try #require(engine.draw(plain("I"), options: TextOptions(), in: CGSize(width: 30, height: 21)).first?.outline)
        let double = try #require(run.outline)
        #expect(close(double.boundingRect.width, single.boundingRect.width + run.characterOffsets[1], 0.01))
    }

    @Test func syntheticObliqueLeansRight() throws {
        let upright = try #require(engine.draw(plain("|", design: .monospaced), options: TextOptions(),
                                               in: CGSize(width: 30, height: 21)).first?.outline?.boundingRect)
        let oblique = try #require(engine.draw(plain("|", design: .monospaced, italic: true), options: TextOptions(),
                                               in: CGSize(width: 30, height: 21)).first?.outline?.boundingRect)
        // A vertical bar sheared by 12° gains tan(12°) × its height in width.
        #expect(close(oblique.width - upright.width, SwiftUITextMetrics.syntheticObliqueSlant * upright.height, 0.05))
        #expect(close(oblique.maxY, upright.maxY, 0.01))
    }

    @Test func syntheticBoldThickensCJK() throws {
        func inkWidth(_ weight: Int) throws -> CGFloat {
            try #require(engine.draw(plain("一", weight: weight), options: TextOptions(),
                                     in: CGSize(width: 30, height: 21)).first?.outline?.boundingRect).height
        }
        #expect(try inkWidth(700) > inkWidth(400))
    }

    @Test func ellipsisIsDrawn() throws {
        let drawings = engine.draw(plain("Truncate me please"), options: TextOptions(lineLimit: 1),
                                   in: CGSize(width: 60, height: 21))
        let mark = try #require(drawings.last)
        #expect(mark.text == "…")
        #expect(mark.outline != nil)
        #expect(mark.origin.x + mark.width <= 60.001)
    }
}
