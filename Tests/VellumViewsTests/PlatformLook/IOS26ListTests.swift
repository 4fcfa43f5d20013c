import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumScreen
import VellumTestSupport
import VellumViewsTestSupport
@testable import VellumGeometry
@testable import VellumText
@testable import VellumViews

/// iOS 26's inset-grouped lists, held to what real iOS 26 renders measured
/// (docs/reference/ios26-real-pngs.md, "Lists and forms" and "Toggle"), and
/// iOS 18's left as they were under the default look.
@Suite struct IOS26ListTests {
    static func layout(_ view: some View, look: PlatformLook = .iOS26) throws -> LayoutResult {
        try IOS26Screen.layout(view, look: look)
    }

    static func fills(where match: (RGBAColor) -> Bool, in result: LayoutResult) -> [(CGRect, ShapeGeometry)] {
        result.placedIDs.compactMap { id in
            if case .fill(let shape, let p, _)? = result.nodes[id].drawing, case .color(let c) = p.kind, match(c) { return (result.frames[id], shape) }
            return nil
        }
    }

    /// A card 16 pt from both sides (x 16–374 on 390), rows of text 51 pt
    /// tall, the text 16 pt inside the card, the separator from under the
    /// text to 16 pt before the card's edge, and the first card 35 pt below
    /// the top of the safe area.
    @MainActor @Test func cardsRowsAndSeparators() throws {
        let screen = try Self.layout(List { Text("Easy"); Text("Medium"); Text("Hard") })
        let cards = Self.fills(where: { $0 == RGBAColor(255, 255, 255) }, in: screen).map(\.0)
        let card = try #require(cards.first)
        #expect(abs(card.minX - 16) < 0.01 && abs(card.maxX - 374) < 0.01, "\(card)")
        #expect(abs(card.minY - (47 + 35)) < 0.01, "\(card)")
        #expect(abs(card.height - 3 * 51) < 0.01, "three rows of 51 pt: \(card.height)")
        let easy = try #require(RealPNGFidelityTests.text("Easy", in: screen)?.frame)
        let medium = try #require(RealPNGFidelityTests.text("Medium", in: screen)?.frame)
        #expect(abs(easy.minX - 32) < 0.01, "\(easy)")
        #expect(abs((medium.midY - easy.midY) - 51) < 0.01)
        let separator = try #require(RealPNGFidelityTests.fills(RGBAColor(60, 60, 67, 0.29), in: screen).first)
        #expect(abs(separator.minX - 32) < 0.01 && abs(separator.maxX - 358) < 0.01, "\(separator)")
    }

    /// The cards' corners: a circular profile of 25–26 pt; 1 pt below the top
    /// edge the card starts 18.0–19.3 pt in, 4 pt below 11.7–12.0.
    @MainActor @Test func cardCornersAreCircularAndLarge() throws {
        let screen = try Self.layout(List { Text("Easy") })
        let (frame, shape) = try #require(Self.fills(where: { $0 == RGBAColor(255, 255, 255) }, in: screen).first)
        let path = shape.path(CGRect(origin: .zero, size: frame.size))
        func inset(atDepth d: CGFloat) -> CGFloat {
            var lo: CGFloat = 0, hi: CGFloat = 40
            for _ in 0..<40 { let m = (lo + hi) / 2; if path.contains(CGPoint(x: m, y: d)) { hi = m } else { lo = m } }
            return hi
        }
        #expect((18.0...19.33).contains(inset(atDepth: 1)), "\(inset(atDepth: 1))")
        #expect((11.67...12.34).contains(inset(atDepth: 4)), "\(inset(atDepth: 4))")
        #expect(inset(atDepth: 26) < 0.1)
    }

    /// A switch row: a 63 × 28 track ending 14 pt inside the card, the row as
    /// tall as the switch and the rows' padding (57–58 measured).
    @MainActor @Test func switchRow() throws {
        let screen = try Self.layout(List { Toggle("Wi-Fi", isOn: .constant(false)) })
        let card = try #require(Self.fills(where: { $0 == RGBAColor(255, 255, 255) }, in: screen).map(\.0).first { $0.width > 300 })
        let track = try #require(Self.fills(where: { $0 == RGBAColor(120, 120, 128, 0.42) }, in: screen).first?.0)
        #expect(abs(track.width - 63) < 0.01 && abs(track.height - 28) < 0.01, "\(track)")
        #expect(abs(card.maxX - track.maxX - 14) < 0.01, "\(track) in \(card)")
        #expect((57...58).contains(card.height), "\(card.height)")
    }

    /// Headers are not upper-cased; their text ends (baseline) 13.67 pt above the card.
    @MainActor @Test func headersInMixedCase() throws {
        let screen = try Self.layout(List { Section("Servers") { Text("Home") } })
        let header = try #require(RealPNGFidelityTests.text("Servers", in: screen))
        #expect(RealPNGFidelityTests.text("SERVERS", in: screen) == nil)
        let card = try #require(Self.fills(where: { $0 == RGBAColor(255, 255, 255) }, in: screen).first?.0)
        let baseline = header.frame.minY + DeviceLayout.text.measure(header.text, options: header.options, width: header.frame.width).firstBaseline
        #expect(abs(card.minY - baseline - 13.67) < 0.34, "baseline \(baseline), card \(card.minY)")
        #expect(abs(header.frame.minX - 32) < 0.01)
    }

    /// The default look keeps iOS 18's lists: 20 pt margins at 390 pt, 44 pt rows, upper-case headers.
    @MainActor @Test func defaultLookKeepsIOS18() throws {
        let screen = try Self.layout(List { Section("Servers") { Text("Easy"); Text("Hard") } }, look: .iOS18)
        let card = try #require(Self.fills(where: { $0 == RGBAColor(255, 255, 255) }, in: screen).first?.0)
        #expect(abs(card.minX - 20) < 0.01 && abs(card.height - 88) < 0.01, "\(card)")
        #expect(RealPNGFidelityTests.text("SERVERS", in: screen) != nil)
    }
}
