import VellumCore
import VellumGeometry

/// A shipped face chosen for a requested weight and slant, with whatever the
/// engine must synthesise because no shipped face matches exactly.
package struct FaceRequest: Hashable, Sendable {
    /// The shipped face.
    package var face: BundledFace
    /// Whether to shear the outlines (italic asked, no italic shipped in the family).
    package var syntheticOblique: Bool
    /// Whether to embolden the outlines (bold asked, the family has one light weight only).
    package var syntheticBold: Bool

    /// The face of `family` nearest to `weight` and `italic`.
    ///
    /// The nearest weight wins (ties go to the heavier face). An italic request
    /// takes the nearest true italic when one is within 100 of the weight, and
    /// otherwise the nearest upright face, sheared (`syntheticOblique`).
    package static func nearest(in family: BundledFamily, weight: Int, italic: Bool) -> FaceRequest? {
        chosen.value(for: NearestKey(family: family, weight: weight, italic: italic)) {
            choose(in: family, weight: weight, italic: italic)
        }
    }

    /// What `nearest` answers for one family, weight and slant.
    private struct NearestKey: Hashable { var family: BundledFamily; var weight: Int; var italic: Bool }
    /// The answers so far.
    private static let chosen = BoundedCache<NearestKey, FaceRequest?>(capacity: 4_096)

    private static func choose(in family: BundledFamily, weight: Int, italic: Bool) -> FaceRequest? {
        let faces = BundledFace.all.filter { $0.family == family }
        func nearest(_ candidates: [BundledFace]) -> BundledFace? {
            candidates.min { a, b in
                let da = abs(a.weight - weight), db = abs(b.weight - weight)
                return da != db ? da < db : a.weight > b.weight
            }
        }
        if italic, let trueItalic = nearest(faces.filter(\.italic)), abs(trueItalic.weight - weight) <= 100 {
            return FaceRequest(face: trueItalic, syntheticOblique: false, syntheticBold: false)
        }
        guard let upright = nearest(faces.filter { !$0.italic }) else { return nil }
        let bold = weight >= SwiftUITextMetrics.syntheticBoldThreshold
            && upright.weight < SwiftUITextMetrics.syntheticBoldThreshold
        return FaceRequest(face: upright, syntheticOblique: italic, syntheticBold: bold)
    }
}
