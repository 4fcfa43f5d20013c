import Foundation
import VellumCore
import VellumGeometry

/// What lies behind a shape, drawn again inside it blurred: the frost under
/// a material or Liquid Glass. SVG has no backdrop filter that both Chromium
/// and librsvg draw, so the backdrop is made of references to the drawings
/// painted before it (`sources`), moved into the backdrop's coordinates,
/// blurred, saturated and clipped to the shape, over the document's
/// background.
package struct RenderBackdrop: Equatable, Sendable {
    /// The frosted region, in the node's coordinates.
    package var shape: RenderClip
    /// The blur and saturation.
    package var blur: BackdropBlur
    /// The drawings behind the shape, earliest first, each by the id
    /// `RenderBackdropResolver` gave it; empty until resolved.
    package var sources: [Source] = []
    /// Maps the document's coordinates to the backdrop's (set when resolved).
    /// The blur is made in the document's coordinates, upright whatever
    /// turns the backdrop (librsvg blurs a turned layer wrongly), over the
    /// canvas, whose edges it keeps as a device does.
    package var fromRoot: CGAffineTransform = .identity

    /// A drawing painted before the backdrop, and where it lies.
    package struct Source: Equatable, Sendable {
        /// The id of the drawing (a group's `id`).
        package var id: String
        /// Maps the drawing's coordinates to the document's.
        package var transform: CGAffineTransform
        package init(id: String, transform: CGAffineTransform) { self.id = id; self.transform = transform }
    }

    /// A backdrop of `shape`, not yet resolved.
    package init(shape: RenderClip, blur: BackdropBlur) { self.shape = shape; self.blur = blur }

    /// What the blur can reach: the shape's bounds grown by three deviations
    /// and a point (content farther away does not show inside the shape).
    package var reach: CGRect? {
        let b = shape.path.boundingRect
        guard let bounds = b.finiteOrNil else { return nil }
        let spread = 3 * blur.radius + 1
        return bounds.insetBy(dx: -spread, dy: -spread)
    }
}
