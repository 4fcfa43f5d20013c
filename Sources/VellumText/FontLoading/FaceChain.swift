import VellumCore
import VellumGeometry

/// The faces that draw one `ResolvedFont`, in fallback order: each character
/// takes the first face that covers it; a character that none covers is
/// shaped alone with the first face and drawn as missing (see `ShapedSegment.isMissing`).
///
/// - The default design uses Inter first; `.rounded` Nunito, then Inter;
///   `.serif` Noto Serif, then Inter.
/// - `.monospaced` and custom families whose name mentions a monospaced face
///   (Mono, Courier, Menlo) use JetBrains Mono first; custom families whose name
///   mentions a serif face (New York, Times, Georgia, …, or "Serif" without
///   "Sans") Noto Serif, then Inter; those whose name says "Rounded" Nunito, then
///   Inter; other custom families use Inter.
/// - Then Hebrew, Arabic, CJK (Chinese, kana, Hangul), JetBrains Mono (or Inter
///   after JetBrains Mono), and Noto Color Emoji.
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

    /// The index of the face that draws `character`, or nil when no face has
    /// it (the first face then stands in with `.notdef`). A character shown
    /// as an emoji (one whose first scalar defaults to emoji presentation, or
    /// one that asks for it with U+FE0F) takes the emoji face first, as iOS
    /// draws it from Apple Color Emoji even where the text font has a glyph.
    func faceIndex(for character: Character) -> Int? {
        if FaceChain.prefersEmoji(character),
           let emoji = faces.firstIndex(where: { $0.request.face.family == .emoji && $0.face.covers(character) }) {
            return emoji
        }
        return faces.firstIndex { $0.face.covers(character) }
    }

    /// Whether `character` is presented as an emoji.
    static func prefersEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return true }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        return first.properties.isEmojiPresentation
    }

    /// The fallback order of families for `font`.
    static func families(for font: ResolvedFont) -> [BundledFamily] {
        let fallbacks: [BundledFamily] = [.hebrew, .arabic, .cjk]
        switch design(of: font) {
        case .monospaced: return [.mono, .inter] + fallbacks + [.emoji]
        case .rounded: return [.rounded, .inter] + fallbacks + [.mono, .emoji]
        case .serif: return [.serif, .inter] + fallbacks + [.mono, .emoji]
        case .default: return [.inter] + fallbacks + [.mono, .emoji]
        }
    }

    /// The design that draws `font`: its own, or for a custom family the one
    /// its name suggests.
    private static func design(of font: ResolvedFont) -> ResolvedFont.Design {
        guard let family = font.family?.lowercased() else { return font.design }
        if ["mono", "courier", "menlo"].contains(where: { family.contains($0) }) { return .monospaced }
        let serifNames = ["new york", "times", "georgia", "palatino", "baskerville", "garamond", "didot", "charter"]
        if serifNames.contains(where: { family.contains($0) })
            || (family.contains("serif") && !family.contains("sans")) {
            return .serif
        }
        if family.contains("rounded") { return .rounded }
        return font.design == .monospaced ? .monospaced : .default
    }
}
