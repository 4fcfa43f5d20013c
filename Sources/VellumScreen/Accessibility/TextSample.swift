import Foundation
import VellumCore

/// One text as the audits see it: what it should say and what is drawn,
/// where, in which colour, over which colour.
package struct TextSample: Equatable, Sendable {
    /// The whole string (the accessible label).
    package var label: String
    /// What its runs draw: shorter than the label, ending in "…", when truncated.
    package var drawn: String
    /// Its laid-out frame on the picture.
    package var frame: CGRect
    /// The part of the frame left visible by clips; nil when none is.
    package var shown: CGRect?
    /// The part of the frame left by the clips that cut text off: every clip
    /// but a scroll view's (what it hides scrolls into view), and the screen's
    /// edges outside a scroll view; nil when none is left.
    package var uncut: CGRect?
    /// Its colour as seen (its alpha and the opacity above it blended over the
    /// background), or nil for a gradient or pattern.
    package var color: RGBAColor?
    /// The opaque colour under it where it contrasts least (its centre or the
    /// middle of a quarter of its frame): the fills drawn before it there, a
    /// gradient's colour at that point, blended in order over the screen;
    /// nil when one of them is an image or a pattern.
    package var background: RGBAColor?
    /// The first run's point size and weight.
    package var size: CGFloat
    package var weight: Int
    /// Whether it is out of VoiceOver's reach (hidden, or behind a presentation).
    package var hidden: Bool

    /// Whether fewer characters are drawn than it has (an ellipsis in place of the rest).
    package var isTruncated: Bool {
        let whole = label.filter { !$0.isWhitespace }, shown = drawn.filter { !$0.isWhitespace }
        return shown != whole && (shown.count < whole.count || (shown.contains("…") && !whole.contains("…")))
    }
    /// Whether a clip cuts away part of it (more than half a point either
    /// way); a scroll view's edge does not.
    package var isClipped: Bool {
        guard let uncut else { return true }
        return uncut.width < frame.width - 0.5 || uncut.height < frame.height - 0.5
    }
}
