import Foundation
import Testing
import Vellum
import VellumTestSupport

/// Cases checked against what iOS 18.5 and 26.2 simulators read, in
/// cashapp/AccessibilitySnapshot's SwiftUI demo references
/// (`Example/AccessibilitySnapshotPreviewsTests/ReferenceImages/_64/…SwiftUIRendererTests/test<Demo>_18_5_402x874@3x.png`):
/// the numbers and strings here are those the references show, the views
/// small ones written here.
@Suite @MainActor struct AccessibilityIOSReferenceTests {
    func elements(_ view: some View, size: CGSize = CGSize(width: 320, height: 480)) throws -> [AccessibilityElement] {
        try SVGRenderer(content: view, size: size).accessibilityElements()
    }

    /// `testUnspokenTraitsDemo_18_5_402x874@3x.png` (and `_26_2_`): a text
    /// 36 pt tall, as wide as its 280 pt column, padded and on a grey
    /// background, with a trait added outside them, is outlined over the
    /// whole 280 × 36 background, not just its glyphs.
    @Test("A trait added outside a text's padding and background gives the element the whole background")
    func traitOutsideBackground() throws {
        let row = Text(".playsSound")
            .frame(height: 36)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 12)
            .background(Color.gray)
            .accessibilityAddTraits(.playsSound)
        let e = try elements(VStack(spacing: 0) { row; Text("Plain").padding(20) }.frame(width: 280))
        #expect(e.count == 2)
        #expect(e[0].frame.size == CGSize(width: 280, height: 36))
        #expect(e[0].traits.contains(.playsSound))
        // Padding alone, with no accessibility modifier outside it, leaves a text its own frame.
        #expect(e[1].frame.width < 100 && e[1].frame.height < 30)
    }
}
