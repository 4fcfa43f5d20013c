import Foundation
import Testing
@testable import Vellum

/// Lists and scroll views clip their content as iOS does: to their frame
/// grown into the safe areas they reach (rows show behind the home
/// indicator), while the content stays laid out inside the safe area.
@Suite struct ScrollClipTests {
    /// The rectangles of the document's clip paths, as `minY…maxY`.
    private func clipSpans(_ svg: String) -> [String] {
        svg.components(separatedBy: "<clipPath id=").dropFirst().compactMap { part -> String? in
            guard let d = part.components(separatedBy: "d=\"").dropFirst().first?.prefix(while: { $0 != "\"" }) else { return nil }
            let numbers = d.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            guard let lo = ys.min(), let hi = ys.max() else { return nil }
            return "\(lo)…\(hi)"
        }
    }

    private var rows: some View { ForEach(0..<40) { Text("Row \($0)") } }

    @Test func aListReachingTheHomeIndicatorIsClippedAtTheScreensBottom() throws {
        let svg = try SVGRenderer(content: List { rows }, device: .iPhone15Pro).svg()
        #expect(clipSpans(svg).first == "0.0…852.0", "\(clipSpans(svg))")
    }

    @Test func aScrollViewDoesTheSameAndOneInsideTheScreenKeepsItsFrame() throws {
        let full = try SVGRenderer(content: ScrollView { VStack { rows } }, device: .iPhone15Pro).svg()
        #expect(clipSpans(full).first == "0.0…852.0", "\(clipSpans(full))")
        let inner = VStack(spacing: 0) {
            Color.red.frame(height: 100)
            ScrollView { VStack { rows } }.frame(height: 200)
            Spacer()
        }
        let svg = try SVGRenderer(content: inner, device: .iPhone15Pro).svg()
        #expect(clipSpans(svg).first == "159.0…359.0", "59 + 100 … + 200: \(clipSpans(svg))")
        let plain = try SVGRenderer(content: ScrollView { VStack { rows } }, size: CGSize(width: 200, height: 300)).svg()
        #expect(clipSpans(plain).first == "0.0…300.0", "no safe area on a canvas: \(clipSpans(plain))")
    }
}
