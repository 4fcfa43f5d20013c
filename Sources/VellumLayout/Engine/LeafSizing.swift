import Foundation
import VellumCore

/// How a view without children chooses its size.
package enum LeafSizing: Sendable {
    /// Takes whatever is proposed; 10 for an unspecified dimension (shapes, colours).
    case flexible
    /// Always the same size (a non-resizable image, a symbol).
    case fixed(CGSize)
    /// Always the same size, and spaced from its neighbours like a line of text
    /// (a symbol image, not resizable): `baselineOffset` is the distance from its
    /// bottom edge up to the baseline it sits on.
    case glyph(CGSize, baselineOffset: CGFloat)
    /// Takes what is proposed; its intrinsic size for an unspecified dimension (a resizable image).
    case resizable(CGSize)
    /// Measured by the text engine.
    case text(StyledText, TextOptions)
    /// A Spacer: at least `minLength` (8 by default) along its stack's axis, nothing across.
    case spacer(minLength: CGFloat?)
    /// A Divider: `thickness` across its stack's axis, the proposal along it.
    case divider(thickness: CGFloat)
    /// Nothing at all (EmptyView).
    case empty
    /// A control or other view that sizes itself by a rule of its own.
    case custom(@Sendable (ProposedViewSize) -> CGSize)
}
