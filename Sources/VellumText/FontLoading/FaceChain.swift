import VellumGeometry

/// The faces that draw one `ResolvedFont`, in fallback order: each character
/// takes the first face that covers it; a character that none covers is
/// shaped alone with the first face and drawn as missing (see `ShapedSegment.isMissing`).
///
/// - The default design, `.serif` and `.rounded` use Inter first (no serif or
///   rounded face ships; Inter keeps their metrics and weights).
/// - `.monospaced` and custom families whose name mentions a monospaced face
///   (Mono, Courier, Menlo) use JetBrains Mono first; other custom families use Inter.
/// - Then Hebrew, Arabic, CJK (Chinese, kana, Hangul) and the other of Inter and
///   JetBrains Mono.
struct FaceChain: Sendable {
    /// The loaded faces, in order; never empty.
    let faces: [FallbackFace]

    /// The chain for `font` from `store`, skipping faces that fail to load;
    /// nil when none loads.
    init?(font: ResolvedFont, store: FontStore) {
        var loaded: [FallbackFace] = []
        for family in FaceChain.families(for: font) {
            guard let request = FaceRequest.nearest(in: family, weight: font.weight, italic: font.italic),
                  let face = try? store.face(request.face) else { continue }
            loaded.append(FallbackFace(face: face, request: request))
        }
        guard !loaded.isEmpty else { return nil }
        faces = loaded
    }

    /// The index of the face that draws `character`, or nil when no face has it
    /// (an emoji, say: the first face then stands in with `.notdef`).
    func faceIndex(for character: Character) -> Int? {
        faces.firstIndex { $0.face.covers(character) }
    }

    /// The fallback order of families for `font`.
    static func families(for font: ResolvedFont) -> [BundledFamily] {
        let name = font.family?.lowercased() ?? ""
        let monospaced = font.design == .monospaced
            || ["mono", "courier", "menlo"].contains { name.contains($0) }
        return monospaced
            ? [.mono, .inter, .hebrew, .arabic, .cjk]
            : [.inter, .hebrew, .arabic, .cjk, .mono]
    }
}
