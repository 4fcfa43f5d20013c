internal import CLibXML2

/// Receives libxml2's SAX2 callbacks and hands the document on to an
/// ``XMLContentHandler``: names made once per distinct name, attribute values
/// decoded, text merged into runs, depth and entities checked.
///
/// libxml2 holds it through an opaque pointer for the length of one parse:
/// ``XMLReader`` keeps it in memory it allocates and frees itself, so the
/// callbacks mutate it in place (no reference counting, no dynamic exclusivity
/// checks per event). It never escapes the reader.
struct XMLSAXParser {
    let source: String
    let maxDepth: Int
    /// Where the document goes.
    var handler: any XMLContentHandler
    /// libxml2's parser context, for line numbers and to stop the parse.
    var context: UnsafeMutableRawPointer?
    /// The error that stopped the parse (a refused entity, too deep a nesting).
    var error: XMLReadError?
    /// The first fatal error libxml2 reported: it names the cause, later ones follow from it.
    var firstFatalError: (message: String, line: Int, code: Int32, entity: String?)?
    /// Whether a root element was met.
    private(set) var hasRoot = false

    /// How many elements are open.
    private var depth = 0
    /// Text met since the last tag.
    private var pendingText: [UInt8] = []
    /// The start tag handed on, its arrays reused from element to element.
    private var tag = XMLStartTag(name: XMLName(prefix: nil, localName: "", namespaceURI: nil), attributes: [], namespaces: [], depth: 0, line: 0)
    private var names = InternedNameTable<XMLName>()
    private var nameCount = 0

    /// A parser for the document read from `source` that hands it to `handler`.
    init(source: String, maxDepth: Int, handler: any XMLContentHandler) {
        self.source = source
        self.maxDepth = maxDepth
        self.handler = handler
    }

    // MARK: - libxml2 glue

    /// The SAX2 handler: elements, text and the refusals; comments and
    /// processing instructions have no callback, so they are skipped.
    ///
    /// It has no `getEntity`, `getParameterEntity`, `resolveEntity` or
    /// `externalSubset` callback: libxml2 then resolves no entity but the five
    /// predefined ones and never loads an external DTD or entity.
    static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { user, local, prefix, uri, namespaceCount, namespaces, count, defaulted, attributes in
            XMLSAXParser.parser(user)?.pointee.startElement(
                local, prefix, uri, namespaces: namespaces, namespaceCount: Int(namespaceCount),
                attributes: attributes, count: Int(count) - Int(defaulted))
        }
        handler.endElementNs = { user, _, _, _ in
            XMLSAXParser.parser(user)?.pointee.endElement()
        }
        handler.characters = { user, characters, length in
            XMLSAXParser.parser(user)?.pointee.characters(characters, Int(length))
        }
        handler.cdataBlock = { user, characters, length in
            XMLSAXParser.parser(user)?.pointee.characters(characters, Int(length))
        }
        handler.ignorableWhitespace = { user, characters, length in
            XMLSAXParser.parser(user)?.pointee.characters(characters, Int(length))
        }
        handler.reference = { user, entity in
            XMLSAXParser.parser(user)?.pointee.undeclaredReference(entity)
        }
        handler.entityDecl = { user, _, _, _, _, _ in
            XMLSAXParser.parser(user)?.pointee.refuseEntity()
        }
        handler.unparsedEntityDecl = { user, _, _, _, _ in
            XMLSAXParser.parser(user)?.pointee.refuseEntity()
        }
        handler.serror = { user, error in
            guard let error, let parser = user?.assumingMemoryBound(to: XMLSAXParser.self) else { return }
            parser.pointee.record(error.pointee)
        }
        return handler
    }

    /// The parser behind libxml2's user-data pointer, unless it has already failed.
    private static func parser(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<XMLSAXParser>? {
        guard let parser = user?.assumingMemoryBound(to: XMLSAXParser.self), parser.pointee.error == nil else {
            return nil
        }
        return parser
    }

    private var currentLine: Int {
        guard let context else { return 0 }
        return Int(xmlSAX2GetLineNumber(context))
    }

    /// Records `failure` and stops libxml2 (no callback follows).
    private mutating func stop(_ failure: XMLReadError) {
        error = failure
        if let context {
            xmlStopParser(context.assumingMemoryBound(to: xmlParserCtxt.self))
        }
    }

    /// Keeps the first fatal error libxml2 reports.
    private mutating func record(_ reported: xmlError) {
        guard firstFatalError == nil, reported.level == XML_ERR_FATAL else { return }
        let message = reported.message.map { String(cString: $0) } ?? "unknown error"
        let entity = reported.str1.map { String(cString: $0) }
        firstFatalError = (message, Int(reported.line), reported.code, entity)
    }

    // MARK: - Events

    /// A DOCTYPE declares an entity: refused.
    mutating func refuseEntity() {
        stop(.entityDeclaration(source: source, line: currentLine))
    }

    /// A reference to an entity no declaration defines (libxml2 reports these
    /// only when the DOCTYPE names an external subset, which it does not read).
    mutating func undeclaredReference(_ entity: UnsafePointer<xmlChar>?) {
        stop(XMLReader.undeclaredEntity(entity.map { String(cString: $0) } ?? "", source: source, line: currentLine))
    }

    /// An element starts: its name, namespace declarations and attributes (without
    /// those a DTD would default) go to the handler, after the text before it.
    mutating func startElement(
        _ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
        namespaces declared: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, namespaceCount: Int,
        attributes given: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int
    ) {
        if depth > maxDepth {
            stop(XMLReadError(
                .tooDeep, source: source, line: currentLine,
                message: "elements nest deeper than the limit of \(maxDepth)"))
            return
        }
        flushText()
        hasRoot = true
        tag.name = name(local, prefix, uri)
        tag.depth = depth
        tag.line = currentLine
        tag.namespaces.removeAll(keepingCapacity: true)
        if let declared {
            for position in 0..<namespaceCount {
                tag.namespaces.append(XMLNamespaceDeclaration(
                    prefix: declared[2 * position].map { String(cString: $0) },
                    uri: declared[2 * position + 1].map { String(cString: $0) } ?? ""))
            }
        }
        tag.attributes.removeAll(keepingCapacity: true)
        if let given {
            for position in 0..<max(0, count) {
                let base = position * 5
                let attributeName = name(given[base], given[base + 1], given[base + 2])
                tag.attributes.append(XMLAttribute(
                    name: attributeName, value: Self.value(from: given[base + 3], to: given[base + 4])))
            }
        }
        depth += 1
        handler.start(tag)
    }

    /// An element ends, after the text before its end tag.
    mutating func endElement() {
        flushText()
        depth -= 1
        handler.end()
    }

    /// Character data (or CDATA) inside the root, kept until the next tag.
    mutating func characters(_ characters: UnsafePointer<xmlChar>?, _ length: Int) {
        guard let characters, length > 0, depth > 0 else { return }
        pendingText.append(contentsOf: UnsafeBufferPointer(start: characters, count: length))
    }

    /// Hands on the text met since the last tag, as one run.
    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        handler.text(String(decoding: pendingText, as: UTF8.self))
        pendingText.removeAll(keepingCapacity: true)
    }

    // MARK: - Names and values

    /// An attribute's value. libxml2, which substitutes no entities here, hands
    /// an expanded `&` (from `&amp;` or `&#38;`) on as `&#38;` so that it cannot
    /// start a reference again; no other `&` can remain, so each `&#38;` is one `&`.
    private static func value(from start: UnsafePointer<xmlChar>?, to end: UnsafePointer<xmlChar>?) -> String {
        guard let start, let end, end > start else { return "" }
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        guard bytes.contains(UInt8(ascii: "&")) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var position = 0
        let reference = Array("&#38;".utf8)
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "&"), position + 5 <= bytes.count,
                bytes[position..<(position + 5)].elementsEqual(reference)
            {
                decoded.append(UInt8(ascii: "&"))
                position += 5
            } else {
                decoded.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The name for libxml2's pointers, made once per distinct name.
    private mutating func name(
        _ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?
    ) -> XMLName {
        let key = InternedNameTable<XMLName>.Key(
            local: UnsafeRawPointer(local), prefix: UnsafeRawPointer(prefix), uri: UnsafeRawPointer(uri))
        if let cached = names.value(for: key) {
            return cached
        }
        let name = XMLName(
            prefix: prefix.map { String(cString: $0) }, localName: local.map { String(cString: $0) } ?? "",
            namespaceURI: uri.map { String(cString: $0) }, index: nameCount)
        nameCount += 1
        names.insert(name, for: key)
        return name
    }
}
