import Foundation
import VellumGeometry

/// Where SF Symbols puts one symbol at medium scale and regular weight: its
/// advance and the bounds of its ink, in thousandths of an em, x from the
/// advance's start, y up from the baseline (as in a font).
///
/// SwiftUI sizes a symbol image by its glyph's alignment rectangle: the advance
/// across (the ink plus the symbol's own side margins), and the ink plus a
/// small margin down (`SymbolMetrics.verticalMargin`).
struct SymbolBox: Sendable, Equatable {
    var advance: CGFloat
    var minX: CGFloat
    var minY: CGFloat
    var maxX: CGFloat
    var maxY: CGFloat
    /// The ink's size in the ultralight and black weights (SF's side margins
    /// stay the same at every weight).
    var ultralightInk: CGSize
    var blackInk: CGSize

    /// The space before the ink.
    var leadingMargin: CGFloat { minX }
    /// The space after the ink.
    var trailingMargin: CGFloat { advance - maxX }

    /// The ink's size at a CSS `weight`, between the three weights measured.
    func inkSize(weight: Int) -> CGSize {
        let regular = CGSize(width: maxX - minX, height: maxY - minY)
        let w = CGFloat(Swift.min(Swift.max(weight, 100), 900))
        let (from, to, t) = w <= 400 ? (ultralightInk, regular, (w - 100) / 300) : (regular, blackInk, (w - 400) / 500)
        return CGSize(width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
    }

    /// The ink in Vellum's design units (hundredths of an em, origin at the
    /// middle of the cap height, y down).
    var designInk: CGRect {
        let middle = SymbolMetrics.capHeight * 500
        return CGRect(x: minX / 10, y: (middle - maxY) / 10, width: (maxX - minX) / 10, height: (maxY - minY) / 10)
    }
}
