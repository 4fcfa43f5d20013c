import Foundation
import VellumCore
import VellumGeometry

/// The product's text engine: the bundled fonts (Inter for the system font,
/// JetBrains Mono, Noto Sans Hebrew and Arabic, WenQuanYi Micro Hei for CJK),
/// HarfBuzz shaping and FreeType outlines, in SwiftUI's line metrics.
///
/// ```swift
/// let engine = FontTextEngine()
/// let size = engine.measure(StyledText("Welcome", font: ResolvedFont(size: 28)),
///                           options: TextOptions(), width: nil).size   // height 33.667
/// ```
///
/// - Fonts come from the package's resources only, never from the machine.
/// - Heights follow SF Pro's line height (`SwiftUITextMetrics`); widths come from
///   the shaped advances of the bundled fonts, so they differ slightly from SF's.
/// - Characters take the first face of their font's fallback chain that has them
///   (`FaceChain`); emoji are drawn from the emoji font's colour bitmaps.
///   Characters no face has keep a fixed advance and are not drawn: a run made
///   only of those has no outline, so the emitter writes `<text>` for it.
/// - Safe to use from many threads; results are deterministic. Faces and caches
///   live in a `FontStore`, shared by default.
/// - If no bundled font can be loaded, the engine answers as `ApproximateTextEngine`.
package struct FontTextEngine: TextEngine {
    /// Where faces and caches live.
    package let store: FontStore

    /// An engine using `store` (the shared one by default).
    package init(store: FontStore = .shared) {
        self.store = store
    }

    /// SF-proportioned metrics of `font` (see `SwiftUITextMetrics`).
    package func metrics(for font: ResolvedFont) -> FontMetrics {
        SwiftUITextMetrics.metrics(for: font)
    }

    /// The size and baselines of `text` in `width` (nil: ideal size, unwrapped).
    ///
    /// Text offered at least its ideal width lays out exactly as it does
    /// unconstrained (no line is long enough to break), so such a width is
    /// answered by the ideal measurement: one layout serves every wide
    /// proposal.
    package func measure(_ text: StyledText, options: TextOptions, width: CGFloat?) -> TextMeasurement {
        let width = width.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
        if options.adjustsToFit {
            let (fitted, plain) = TextFitting.fitted(text, options: options, width: width, engine: self)
            return measure(fitted, options: plain, width: width)
        }
        if let width {
            let ideal = measure(text, options: options, width: nil)
            if width >= ideal.size.width { return ideal }
        }
        let key = MeasureKey(text: text, options: options, width: width)
        return store.measurements.value(for: key) {
            guard let layout = TextLayoutBuilder(store: store).layout(text, options: options, width: width) else {
                return ApproximateTextEngine().measure(text, options: options, width: width)
            }
            return layout.measurement(proposedWidth: width, scale: options.displayScale)
        }
    }

    /// The glyph runs of `text` laid out in a frame of `size`, with outlines.
    package func draw(_ text: StyledText, options: TextOptions, in size: CGSize) -> [GlyphRunDrawing] {
        let width: CGFloat? = size.width.isFinite ? Swift.max(0, size.width) : nil
        if options.adjustsToFit {
            let (fitted, plain) = TextFitting.fitted(text, options: options, width: width, engine: self)
            return draw(fitted, options: plain, in: size)
        }
        let builder = TextLayoutBuilder(store: store)
        guard var layout = builder.layout(text, options: options, width: width) else {
            return ApproximateTextEngine().draw(text, options: options, in: size)
        }
        if size.height.isFinite, layout.lines.count > 1, layout.height > size.height + 0.01 {
            let fitting = layout.lines.filter { $0.top + $0.metrics.lineHeight <= size.height + 0.01 }.count
            if let shorter = builder.layout(text, options: options, width: width, maxLines: Swift.max(1, fitting)) {
                layout = shorter
            }
        }
        return GlyphRunPainter(store: store, text: text, options: options, frameWidth: width ?? layout.width)
            .drawings(of: layout)
    }
}
