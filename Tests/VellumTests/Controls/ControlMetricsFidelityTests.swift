import Testing
import Foundation
@testable import Vellum
@testable import VellumViews

/// Control metrics measured in PNGs real SwiftUI drew (iOS 17, issue 31).
@Suite("Control metrics, as measured")
@MainActor struct ControlMetricsFidelityTests {
    @Test("a large bordered button is about 49.5 pt tall with body text at the medium size, as measured")
    func largeBorderedHeight() throws {
        let layout = try Pipeline.layout(Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large).dynamicTypeSize(.medium))
        let background = try #require(Pipeline.frames(layout, named: "background").first)
        // 15 pt above and below a 19.1 pt line of medium body text.
        #expect(abs(background.height - 49.5) < 0.5, "\(background)")
    }

    @Test("a bordered button's fill is its tint at 0.18")
    func borderedFill() throws {
        func svg(_ view: some View) throws -> String { try SVGRenderer(content: view, proposedSize: .unspecified).svg() }
        // The regular bordered metrics: 12 pt across, 7 pt up and down, 6 pt corners.
        let drawn = Text("Go").foregroundStyle(Color.accentColor).padding(.horizontal, 12).padding(.vertical, 7)
        #expect(try svg(Button("Go") {}.buttonStyle(.bordered))
                == svg(drawn.background(Color.accentColor.opacity(0.18), in: RoundedRectangle(cornerRadius: 6))))
    }

    @Test("tab items' symbols are drawn filled, as iOS draws the tab bar")
    func tabBarSymbolsFilled() throws {
        func screen(_ symbol: String) throws -> String {
            try SVGRenderer(content: TabView { Text("Home").tabItem { Label("Home", systemImage: symbol) } }, device: .iPhone15Pro).svg()
        }
        #expect(try screen("house") == screen("house.fill"))
        #expect(try screen("house") != screen("star.fill"))
    }
}
