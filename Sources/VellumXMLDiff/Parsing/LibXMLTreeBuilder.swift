internal import CLibXML2

/// Parses XML text with libxml2's SAX2 interface straight into a ``CanonicalTree``.
///
/// No DOM is built. The parser runs with `XML_PARSE_NONET`, without DTD loading
/// or entity substitution, ignores the document's encoding declaration (the bytes
/// are always UTF-8), refuses entity declarations and stops at
/// ``SVGDiffOptions/maxDepth``.
enum LibXMLTreeBuilder {
    private static let parserReady: Bool = {
        xmlInitParser()
        return true
    }()

    static func build(_ bytes: UnsafeBufferPointer<UInt8>, name: String, options: SVGDiffOptions) throws -> CanonicalTree {
        let estimate = try InputScreen.check(bytes, name: name, options: options)
        _ = parserReady
        let builder = UnsafeMutablePointer<SAXTreeBuilder>.allocate(capacity: 1)
        builder.initialize(to: SAXTreeBuilder(name: name, options: options, estimate: estimate))
        defer { builder.deinitialize(count: 1).deallocate() }
        var handler = SAXTreeBuilder.handler()
        guard let context = xmlCreatePushParserCtxt(&handler, UnsafeMutableRawPointer(builder), nil, 0, nil) else {
            throw XMLDiffError(.malformed, file: name, message: "libxml2 could not create a parser")
        }
        defer {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
        }
        var flags = XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_NOCDATA.rawValue | XML_PARSE_IGNORE_ENC.rawValue
        if options.maxDepth > 256 {
            flags |= XML_PARSE_HUGE.rawValue
        }
        _ = xmlCtxtUseOptions(context, Int32(bitPattern: flags))
        builder.pointee.context = UnsafeMutableRawPointer(context)
        let status: Int32
        if let base = bytes.baseAddress {
            status = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pointer in
                xmlParseChunk(context, pointer, Int32(bytes.count), 1)
            }
        } else {
            status = xmlParseChunk(context, nil, 0, 1)
        }
        if let error = builder.pointee.error {
            throw error
        }
        guard status == 0, context.pointee.wellFormed != 0 else {
            throw parseError(context.pointee.lastError, name: name, options: options)
        }
        guard !builder.pointee.tree.nodes.isEmpty else {
            throw XMLDiffError(.empty, file: name, message: "the document has no root element")
        }
        // Move the tree out of the builder: a second reference would make `finish` copy every node.
        var tree = builder.pointee.tree
        builder.pointee.tree = CanonicalTree()
        tree.finish()
        return tree
    }

    private static func parseError(_ error: xmlError, name: String, options: SVGDiffOptions) -> XMLDiffError {
        var message = error.message.map { String(cString: $0) } ?? "unknown error"
        message = AttributeValueParser.collapsingWhitespace(message)
        let line = error.line > 0 ? Int(error.line) : nil
        if message.contains("Excessive depth") {
            return XMLDiffError(
                .tooDeep, file: name, line: line,
                message: "elements nest deeper than libxml2's limit: \(message)")
        }
        if message.contains("entity reference loop") || message.contains("amplification") {
            return XMLDiffError(.entityDeclaration, file: name, line: line, message: "entity expansion refused: \(message)")
        }
        return XMLDiffError(.malformed, file: name, line: line, message: "malformed XML: \(message)")
    }
}
