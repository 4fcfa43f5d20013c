import VellumXML

extension XMLDiffError {
    /// The error for a document `XMLReader` refused, with the option to raise where a limit was met.
    init(_ error: XMLReadError) {
        let kind: Kind
        var message = error.message
        switch error.kind {
        case .empty:
            kind = .empty
        case .tooLarge:
            kind = .tooLarge
            message += "; raise SVGDiffOptions.maxInputBytes if the file is genuine"
        case .binary:
            kind = .binary
        case .entityDeclaration:
            kind = .entityDeclaration
        case .tooDeep:
            kind = .tooDeep
            message += " (SVGDiffOptions.maxDepth)"
        case .malformed:
            kind = .malformed
        }
        self.init(kind, file: error.source, line: error.line, message: message)
    }
}
