import Foundation

/// A loaded face in a font's fallback chain, with how it is drawn.
struct FallbackFace: Sendable {
    /// The loaded face.
    let face: FontFace
    /// What was asked of it (synthetic oblique or bold).
    let request: FaceRequest

    /// Extra scale applied to the face's glyphs and advances so it sits in
    /// SF-proportioned lines (see `BundledFamily.glyphScale`).
    var glyphScale: CGFloat {
        request.face.family.glyphScale
    }
}
