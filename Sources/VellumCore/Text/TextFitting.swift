import Foundation

/// How text that does not fit its width within its line limit shrinks, as
/// SwiftUI's `allowsTightening` and `minimumScaleFactor` do: first tighter
/// letter spacing (when allowed), then the largest scale down to the minimum
/// factor at which it fits; at the minimum it truncates.
///
/// Text "fits" when laying it out in the width needs no more lines than its
/// limit allows (so nothing is truncated). The scale is found by bisection over
/// fixed steps, so the same text and width always give the same scale, and
/// drawing in the measured frame finds the scale measuring found.
package enum TextFitting {
    /// Letter spacing tightening may take away, in points per character.
    package static let tightening: CGFloat = 0.5
    /// Bisection steps between the minimum factor and 1.
    static let steps = 12

    /// The text and options to lay out in `width`: `text` itself when it fits
    /// or may not adjust, else its tightened or scaled form. The options
    /// returned no longer adjust.
    package static func fitted(_ text: StyledText, options: TextOptions, width: CGFloat?, engine: some TextEngine) -> (StyledText, TextOptions) {
        var plain = options
        plain.minimumScaleFactor = 1
        plain.allowsTightening = false
        guard options.adjustsToFit, let width, width.isFinite else { return (text, plain) }
        var unlimited = plain
        unlimited.lineLimit = nil
        func fits(_ t: StyledText) -> Bool {
            // No line limit: the text wraps, and shrinks only for a word too wide to fit a line.
            guard plain.lineLimit != nil else { return wordsFit(t, width: width, engine: engine) }
            let limited = engine.measure(t, options: plain, width: width).size.height
            return engine.measure(t, options: unlimited, width: width).size.height <= limited + 0.01
        }
        if fits(text) { return (text, plain) }
        var base = text
        if options.allowsTightening {
            let tight = StyledText(runs: text.runs.map { var r = $0; r.tracking -= tightening; return r })
            if fits(tight) { return (tight, plain) }
            base = tight
        }
        guard options.minimumScaleFactor < 1 else { return (base, plain) }
        var low = options.minimumScaleFactor, high: CGFloat = 1
        for _ in 0..<steps {
            let mid = (low + high) / 2
            if fits(base.scaled(by: mid)) { low = mid } else { high = mid }
        }
        return (base.scaled(by: low), plain)
    }

    /// Whether every word of `text` is no wider than `width` (wrapping text only shrinks for a word that would break).
    private static func wordsFit(_ text: StyledText, width: CGFloat, engine: some TextEngine) -> Bool {
        if engine.measure(text, options: TextOptions(), width: nil).size.width <= width + 0.01 { return true }
        for run in text.runs {
            for word in run.string.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                var r = run
                r.string = String(word)
                if engine.measure(StyledText(runs: [r]), options: TextOptions(), width: nil).size.width > width + 0.01 { return false }
            }
        }
        return true
    }
}
