import VellumGeometry

/// A clip path.
package struct RenderClip: Equatable, Sendable {
    /// The outline, in the clipped group's coordinates.
    package var path: Path
    /// Whether the even-odd rule decides the inside.
    package var evenOdd: Bool
    /// Creates a clip.
    package init(path: Path, evenOdd: Bool) { self.path = path; self.evenOdd = evenOdd }
}
