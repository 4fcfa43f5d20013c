import Foundation
import VellumCore

/// One glyph of an icon as the contrast audit sees it: a solid shape drawn
/// inside an image or a control that shows no text (a symbol in an
/// icon-only button), in its colour, over the colour under it.
package struct IconSample: Equatable, Sendable {
    /// The element the icon is: its view and label (`Button "Add"`).
    package var element: String
    /// The element's frame on the picture.
    package var frame: CGRect
    /// The glyph's colour as seen, blended over ``background``.
    package var color: RGBAColor
    /// The opaque colour under the glyph's centre, drawn before it.
    package var background: RGBAColor
}
