import Foundation
import VellumCore
import VellumGeometry
@testable import VellumText

/// The engine every test uses (the shared store, as the product does).
let engine = FontTextEngine()

/// Plain text in the system font.
func plain(_ string: String, size: CGFloat = 17, weight: Int = 400, design: ResolvedFont.Design = .default,
           italic: Bool = false) -> StyledText {
    StyledText(string, font: ResolvedFont(size: size, weight: weight, design: design, italic: italic))
}

/// The text's lines as drawn in its measured size: each line's runs joined, top to bottom.
func drawnLines(_ text: StyledText, options: TextOptions = TextOptions(), width: CGFloat?) -> [String] {
    let size = engine.measure(text, options: options, width: width).size
    return linesOf(engine.draw(text, options: options, in: size))
}

/// Groups drawings by baseline and joins each line's texts left to right, with a
/// space where there is a gap between two drawings.
func linesOf(_ drawings: [GlyphRunDrawing]) -> [String] {
    let baselines = Set(drawings.map(\.origin.y)).sorted()
    return baselines.map { y in
        var line = ""
        var end: CGFloat?
        for d in drawings.filter({ $0.origin.y == y }).sorted(by: { $0.origin.x < $1.origin.x }) {
            if let end, d.origin.x > end + 0.5 { line += " " }
            line += d.text
            end = d.origin.x + d.width
        }
        return line
    }
}

/// Whether `a` and `b` differ by at most `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.001) -> Bool { abs(a - b) <= tolerance }
