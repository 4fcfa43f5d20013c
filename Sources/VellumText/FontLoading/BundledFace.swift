/// One font face shipped as a package resource in `Fonts/`.
package struct BundledFace: Hashable, Sendable {
    /// The family it belongs to.
    package var family: BundledFamily
    /// The file name without extension, in `Fonts/`.
    package var fileName: String
    /// The file extension (`otf`, `ttf`, `ttc`).
    package var fileExtension: String
    /// The face's index in a collection file (0 for single fonts).
    package var faceIndex: Int
    /// The weight on the CSS scale.
    package var weight: Int
    /// Whether the face is a true italic.
    package var italic: Bool

    /// Every shipped face.
    package static let all: [BundledFace] = {
        var faces: [BundledFace] = []
        let interUpright: [(String, Int)] = [
            ("Thin", 100), ("ExtraLight", 200), ("Light", 300), ("Regular", 400), ("Medium", 500),
            ("SemiBold", 600), ("Bold", 700), ("ExtraBold", 800), ("Black", 900),
        ]
        for (name, weight) in interUpright {
            faces.append(BundledFace(family: .inter, fileName: "Inter-\(name)", fileExtension: "otf",
                                     faceIndex: 0, weight: weight, italic: false))
        }
        let interItalic: [(String, Int)] = [
            ("Italic", 400), ("MediumItalic", 500), ("SemiBoldItalic", 600), ("BoldItalic", 700),
        ]
        for (name, weight) in interItalic {
            faces.append(BundledFace(family: .inter, fileName: "Inter-\(name)", fileExtension: "otf",
                                     faceIndex: 0, weight: weight, italic: true))
        }
        let roundedWeights: [(String, Int)] = [
            ("ExtraLight", 200), ("Light", 300), ("Regular", 400), ("SemiBold", 600), ("Bold", 700),
            ("ExtraBold", 800), ("Black", 900),
        ]
        for (name, weight) in roundedWeights {
            faces.append(BundledFace(family: .rounded, fileName: "Nunito-\(name)", fileExtension: "ttf",
                                     faceIndex: 0, weight: weight, italic: false))
        }
        for (name, weight) in [("Regular", 400), ("Bold", 700)] {
            faces.append(BundledFace(family: .serif, fileName: "NotoSerif-\(name)", fileExtension: "ttf",
                                     faceIndex: 0, weight: weight, italic: false))
        }
        let monoWeights: [(String, Int)] = [("Regular", 400), ("Medium", 500), ("SemiBold", 600), ("Bold", 700)]
        for (name, weight) in monoWeights {
            faces.append(BundledFace(family: .mono, fileName: "JetBrainsMono-\(name)", fileExtension: "ttf",
                                     faceIndex: 0, weight: weight, italic: false))
        }
        for (name, weight) in [("Regular", 400), ("Bold", 700)] {
            faces.append(BundledFace(family: .hebrew, fileName: "NotoSansHebrew-\(name)", fileExtension: "ttf",
                                     faceIndex: 0, weight: weight, italic: false))
            faces.append(BundledFace(family: .arabic, fileName: "NotoSansArabic-\(name)", fileExtension: "ttf",
                                     faceIndex: 0, weight: weight, italic: false))
        }
        faces.append(BundledFace(family: .cjk, fileName: "wqy-microhei", fileExtension: "ttc",
                                 faceIndex: 0, weight: 400, italic: false))
        faces.append(BundledFace(family: .emoji, fileName: "NotoColorEmoji", fileExtension: "ttf",
                                 faceIndex: 0, weight: 400, italic: false))
        return faces
    }()
}
