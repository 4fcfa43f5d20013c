import Foundation
import VellumGeometry

/// The two frames a symbol can be laid out by, in design units.
struct SymbolFrames: Sendable {
    /// The glyph's alignment rectangle: SF's advance across, the ink and a
    /// margin down. iOS 17 and 18 size a symbol image by it.
    var alignment: CGRect
    /// The glyph's content bounds: its ink and a little more. iOS 26 sizes a
    /// symbol image by it.
    var content: CGRect

    /// One frame for both (a registered symbol's viewBox).
    init(_ frame: CGRect) { alignment = frame; content = frame }

    init(alignment: CGRect, content: CGRect) { self.alignment = alignment; self.content = content }
}
