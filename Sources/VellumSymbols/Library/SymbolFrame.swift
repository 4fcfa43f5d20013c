import Foundation
import VellumGeometry

/// A built-in symbol's drawing fitted to SF Symbols' measurements, and its frames.
///
/// Vellum's drawings are its own; where SF Pro's table gives the symbol's box
/// (`SymbolBoxTable`), the drawing is scaled and moved so its ink at regular
/// weight covers the same box as Apple's, and the frame takes Apple's side
/// margins: across, the frame is the symbol's advance, as SwiftUI's alignment
/// rectangle is. At other weights the ink is scaled again onto SF's size at
/// that weight (measured at ultralight, regular and black), with the same margins.
enum SymbolFrame {
    /// The fitted drawing of `name` at `weight` and its frames, in design units:
    /// the alignment rectangle (iOS 17 and 18 lay a symbol out by it) and the
    /// content bounds (iOS 26's, its ink and a little more).
    ///
    /// A `.fill` form takes its outline's fit, so the two stay drawn one over the
    /// other as Vellum designed them; an alias takes its target's.
    static func fitted(_ name: String, weight: Int, build: GlyphBuilder) -> (Glyph, SymbolFrames) {
        let glyphName = BuiltInSymbols.aliases[name] ?? name
        // A fill form whose outline is drawn is fitted by its outline.
        let outlineName = glyphName.hasSuffix(".fill") ? String(glyphName.dropLast(5)) : glyphName
        let outline = outlineName == glyphName ? nil : BuiltInSymbols.all[outlineName]
        let fitName = outline == nil ? glyphName : outlineName
        let drawn = build(Pen(w: SymbolMetrics.strokeWidth(weight: weight)))
        var glyph = drawn, ink = inkBounds(drawn)
        if let fitBox = SymbolBoxTable.box(forGlyph: fitName), !ink.isNull {
            let pen = Pen(w: SymbolMetrics.strokeWidth(weight: 400))
            let regular = inkBounds(outline.map { $0(pen) } ?? build(pen))
            if !regular.isNull {
                var fit = transform(from: regular, to: fitBox.designInk)
                if weight != 400 {
                    // At another weight, the ink takes SF's size at that weight too (design units grow with weight).
                    let weighted = outline.map { inkBounds($0(Pen(w: SymbolMetrics.strokeWidth(weight: weight)))) } ?? ink
                    let placed = weighted.applying(fit), size = fitBox.inkSize(weight: weight)
                    let growth = SymbolMetrics.weightGrowth(weight)
                    let target = CGRect(x: placed.midX - size.width / 20 / growth, y: placed.midY - size.height / 20 / growth,
                                        width: size.width / 10 / growth, height: size.height / 10 / growth)
                    if !placed.isNull { fit = fit.concatenating(transform(from: placed, to: target)) }
                }
                glyph = drawn.applying(fit)
                ink = ink.applying(fit)
            }
        } else if !ink.isNull, !SymbolMetrics.isEnclosed(glyphName) {
            // No box for it: enlarged as Vellum's drawings are on average to reach SF's (an enclosed
            // symbol's circle or square is drawn at SF's size already).
            let s = SymbolMetrics.untabledScale
            let grow = transform(from: ink, to: ink.insetBy(dx: ink.width * (1 - s) / 2, dy: ink.height * (1 - s) / 2))
            glyph = drawn.applying(grow)
            ink = ink.applying(grow)
        }
        if ink.isNull { ink = CGRect(x: -10, y: -10, width: 20, height: 20) }
        // Margins are the same at every weight in SF's files; design units grow with weight.
        let box = SymbolBoxTable.box(forGlyph: glyphName) ?? SymbolBoxTable.box(forGlyph: fitName)
        let growth = SymbolMetrics.weightGrowth(weight)
        let leading = (box.map { $0.leadingMargin / 10 } ?? SymbolMetrics.defaultSideMargin(glyphName)) / growth
        let trailing = (box.map { $0.trailingMargin / 10 } ?? SymbolMetrics.defaultSideMargin(glyphName)) / growth
        let vertical = SymbolMetrics.verticalMargin / growth
        let alignment = CGRect(x: ink.minX - leading, y: ink.minY - vertical,
                               width: Swift.max(0, ink.width + leading + trailing), height: ink.height + 2 * vertical)
        let content = ink.insetBy(dx: -SymbolMetrics.contentPadding.width, dy: -SymbolMetrics.contentPadding.height)
        return (glyph, SymbolFrames(alignment: alignment, content: content))
    }

    /// The union of a glyph's layers' ink.
    private static func inkBounds(_ glyph: Glyph) -> CGRect {
        glyph.layers.reduce(CGRect.null) { $0.union($1.path.inkBounds) }
    }

    /// Maps `ink` onto `target`: each axis scaled on its own when the two have
    /// nearly the same proportions, else one scale that fits `ink` inside
    /// `target` (a drawing that differs from Apple's in shape is not squashed),
    /// centre on centre.
    static func transform(from ink: CGRect, to target: CGRect) -> CGAffineTransform {
        guard ink.width > 0, ink.height > 0, target.width > 0, target.height > 0 else {
            return CGAffineTransform(translationX: target.midX - ink.midX, y: target.midY - ink.midY)
        }
        var sx = target.width / ink.width, sy = target.height / ink.height
        if Swift.max(sx, sy) / Swift.min(sx, sy) > 1.15 {
            sx = Swift.min(sx, sy); sy = sx
        }
        return CGAffineTransform(translationX: -ink.midX, y: -ink.midY)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: target.midX, y: target.midY))
    }
}
