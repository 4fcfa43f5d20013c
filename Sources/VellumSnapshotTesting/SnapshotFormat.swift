import VellumXMLDiff

/// What a snapshot's files hold and how a reference is compared with the
/// actual output: an SVG, structurally (`SVGDiff`), or text, line by line
/// (the view tree).
enum SnapshotFormat: Sendable {
    /// An SVG document, compared element by element with numbers within a tolerance.
    case svg(SVGDiffOptions)
    /// Text, compared line by line.
    case text

    /// The files' extension: `svg`, or `tree.txt` for the view tree.
    var fileExtension: String {
        switch self {
        case .svg: return "svg"
        case .text: return "tree.txt"
        }
    }
}
