import VellumXMLDiff

/// What a snapshot's files hold and how a reference is compared with the
/// actual output: an SVG, structurally (`SVGDiff`), or text, line by line
/// (the view tree, the accessibility hierarchy).
enum SnapshotFormat: Sendable {
    /// An SVG document, compared element by element with numbers within a tolerance.
    case svg(SVGDiffOptions)
    /// Text, compared line by line, in files ending in `fileExtension`
    /// (`tree.txt`, `accessibility.txt`).
    case text(fileExtension: String)

    /// The files' extension: `svg`, or the text's.
    var fileExtension: String {
        switch self {
        case .svg: return "svg"
        case .text(let fileExtension): return fileExtension
        }
    }
}
