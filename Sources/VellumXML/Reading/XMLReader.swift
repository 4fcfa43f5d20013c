internal import CLibXML2

/// The one XML reader of Vellum: libxml2's SAX2 parser, run safely, building an ``XMLTree``.
///
/// No DOM is built. The parser runs with `XML_PARSE_NONET`, without DTD loading
/// or entity substitution, and ignores the document's encoding declaration (the
/// bytes are always UTF-8). Only the five predefined entities and character
/// references are read: a DOCTYPE that declares entities is refused (before
/// libxml2 sees it, and again if libxml2 meets a declaration), a reference to
/// any other entity is an error, an external DTD is never read, and attributes
/// a DTD would default are not added. Nesting stops at
/// ``XMLReadOptions/maxDepth``.
///
/// ```swift
/// do {
///     let tree = try XMLReader.read(bytes, source: "Logo.svg")
/// } catch let error as XMLReadError {
///     print(error)   // "Logo.svg:3: malformed XML: Opening and ending tag mismatch: g line 2 and svg"
/// }
/// ```
package enum XMLReader {
    private static let parserReady: Bool = {
        xmlInitParser()
        return true
    }()

    /// Reads `text` into a tree.
    ///
    /// - Parameter source: The name used in errors, e.g. the file's path.
    /// - Throws: ``XMLReadError``.
    package static func read(_ text: String, source: String, options: XMLReadOptions = XMLReadOptions()) throws -> XMLTree {
        var copy = text
        return try copy.withUTF8 { bytes in
            try tree(of: bytes, source: source, options: options, validatingUTF8: false)
        }
    }

    /// Reads UTF-8 `bytes` into a tree, refusing invalid UTF-8.
    ///
    /// - Parameter source: The name used in errors, e.g. the file's path.
    /// - Throws: ``XMLReadError``.
    package static func read(_ bytes: [UInt8], source: String, options: XMLReadOptions = XMLReadOptions()) throws -> XMLTree {
        try bytes.withUnsafeBufferPointer { buffer in
            try tree(of: buffer, source: source, options: options, validatingUTF8: true)
        }
    }

    /// Reads `text`, handing each start tag, run of text and end tag to `handler`
    /// as it is read, and returns the handler (no tree is built).
    ///
    /// - Parameter source: The name used in errors, e.g. the file's path.
    /// - Throws: ``XMLReadError``; the handler has then seen part of the document.
    package static func read<Handler: XMLContentHandler>(
        _ text: String, source: String, options: XMLReadOptions = XMLReadOptions(), handler: consuming Handler
    ) throws -> Handler {
        var copy = text
        var handler: any XMLContentHandler = handler
        try copy.withUTF8 { bytes in
            let estimate = try XMLInputScreen.check(bytes, name: source, options: options, validatingUTF8: false)
            handler.reserve(elements: estimate.tags, attributes: estimate.equalSigns)
            try parse(bytes, source: source, options: options, handler: &handler)
        }
        return handler as! Handler  // `parse` hands back the handler it was given
    }

    /// Reads `bytes`, checked as UTF-8 unless `validatingUTF8` is false (text from a `String`), into a tree.
    private static func tree(
        of bytes: UnsafeBufferPointer<UInt8>, source: String, options: XMLReadOptions, validatingUTF8: Bool
    ) throws -> XMLTree {
        let estimate = try XMLInputScreen.check(bytes, name: source, options: options, validatingUTF8: validatingUTF8)
        var handler: any XMLContentHandler = XMLTreeBuilder(source: source)
        handler.reserve(elements: estimate.tags, attributes: estimate.equalSigns)
        try parse(bytes, source: source, options: options, handler: &handler)
        var builder = handler as! XMLTreeBuilder  // `parse` hands back the handler it was given
        handler = placeholder  // so that `builder` holds its arrays alone and finishes them in place
        return builder.finish()
    }

    /// Runs libxml2 over `bytes` (already screened), handing the document to
    /// `handler`; the handler is moved into the parser and back, never copied.
    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, source: String, options: XMLReadOptions, handler: inout any XMLContentHandler
    ) throws {
        _ = parserReady
        let parser = UnsafeMutablePointer<XMLSAXParser>.allocate(capacity: 1)
        parser.initialize(to: XMLSAXParser(source: source, maxDepth: options.maxDepth, handler: handler))
        handler = Self.placeholder
        defer {
            handler = parser.pointee.handler
            parser.deinitialize(count: 1).deallocate()
        }
        var callbacks = XMLSAXParser.handler()
        guard let context = xmlCreatePushParserCtxt(&callbacks, UnsafeMutableRawPointer(parser), nil, 0, nil) else {
            throw XMLReadError(.malformed, source: source, message: "libxml2 could not create a parser")
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
        parser.pointee.context = UnsafeMutableRawPointer(context)
        let status: Int32
        if let base = bytes.baseAddress {
            status = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pointer in
                xmlParseChunk(context, pointer, Int32(bytes.count), 1)
            }
        } else {
            status = xmlParseChunk(context, nil, 0, 1)
        }
        if let error = parser.pointee.error {
            throw error
        }
        guard status == 0, context.pointee.wellFormed != 0 else {
            throw parseError(parser.pointee.firstFatalError, last: context.pointee.lastError, source: source)
        }
        guard parser.pointee.hasRoot else {
            throw XMLReadError(.empty, source: source, message: "the document has no root element")
        }
    }

    /// What `parse` leaves in the caller's handler while the parser holds the real one.
    private static var placeholder: any XMLContentHandler { XMLTreeBuilder(source: "") }

    /// The error for a reference to an entity that is not declared.
    static func undeclaredEntity(_ name: String, source: String, line: Int?) -> XMLReadError {
        XMLReadError(
            .malformed, source: source, line: line,
            message: "the entity reference &\(name); is not declared; only &lt; &gt; &amp; &quot; &apos; "
                + "and character references can be read")
    }

    /// The error for a document libxml2 found not well-formed, from the first fatal error it reported.
    private static func parseError(
        _ first: (message: String, line: Int, code: Int32, entity: String?)?, last: xmlError, source: String
    ) -> XMLReadError {
        let code = first?.code ?? Int32(last.code)
        let raw = first?.message ?? last.message.map { String(cString: $0) } ?? "unknown error"
        let message = collapsingWhitespace(raw)
        let number = first?.line ?? Int(last.line)
        let line = number > 0 ? number : nil
        if code == Int32(XML_ERR_UNDECLARED_ENTITY.rawValue) || code == Int32(XML_WAR_UNDECLARED_ENTITY.rawValue),
            let entity = first?.entity ?? last.str1.map({ String(cString: $0) })
        {
            return undeclaredEntity(entity, source: source, line: line)
        }
        if message.contains("Excessive depth") {
            return XMLReadError(.tooDeep, source: source, line: line, message: "elements nest deeper than libxml2's limit: \(message)")
        }
        if message.contains("entity reference loop") || message.contains("amplification") {
            return XMLReadError(.entityDeclaration, source: source, line: line, message: "entity expansion refused: \(message)")
        }
        return XMLReadError(.malformed, source: source, line: line, message: "malformed XML: \(message)")
    }

    /// `text` with its ends trimmed and each run of whitespace one space (libxml2's messages end with a line break).
    private static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
