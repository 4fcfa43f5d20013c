internal import CLibXML2
import VellumXML

/// Receives libxml2's SAX2 callbacks and assembles a ``CanonicalTree``.
///
/// libxml2 holds it through an opaque pointer for the length of one parse:
/// ``LibXMLTreeBuilder/build(_:name:options:)`` keeps it in memory it allocates
/// and frees itself, so the callbacks mutate it in place (no reference counting,
/// no dynamic exclusivity checks per event). It never escapes that function.
struct SAXTreeBuilder {
    let name: String
    let options: SVGDiffOptions
    var tree = CanonicalTree()
    var error: XMLDiffError?
    var context: UnsafeMutableRawPointer?

    private var open: [OpenElement] = []
    private var elementNames = InternedNameTable<ElementName>()
    private var attributeNames = InternedNameTable<AttributeName>()
    private var reportedRoot = false

    private static let svgNamespace = "http://www.w3.org/2000/svg"
    private static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    private static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    /// ``CanonicalAttribute/nameKey`` of `id`: equal keys mean the name is exactly `id` (names hold no NUL).
    private static let idKey = CanonicalAttribute.key(of: "id")
    /// Elements whose text is rendered, so whitespace inside them matters.
    private static let textContainers: Set<String> = ["text", "tspan", "textPath", "tref", "title", "desc", "style", "script"]
    /// Elements whose leading and trailing whitespace is insignificant.
    private static let textRoots: Set<String> = ["text", "title", "desc", "style", "script"]

    private struct ElementName {
        var name: String
        /// The shallow hash's start: kind and name (the attributes follow).
        var shallowSeed: StableHasher
        var textContainer: Bool
        var textRoot: Bool
    }

    private struct AttributeName {
        var name: String
        var kind: AttributeKind
        var hash: UInt64
        var nameKey: UInt64
    }

    private enum Entry {
        case element(Int)
        case text(String)
    }

    private struct OpenElement {
        var index: Int
        var preserve: Bool
        var inText: Bool
        var textRoot: Bool
        var entries: [Entry] = []
        var pendingText: [UInt8] = []
    }

    /// - Parameter estimate: Bounds on the document's size, to size the tree's arrays once.
    init(name: String, options: SVGDiffOptions, estimate: InputScreen.Estimate = InputScreen.Estimate()) {
        self.name = name
        self.options = options
        tree.nodes.reserveCapacity(estimate.tags)
        tree.allAttributes.reserveCapacity(estimate.equalSigns)
        tree.allChildren.reserveCapacity(estimate.tags)
    }

    // MARK: - libxml2 glue

    static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { user, local, prefix, uri, _, _, count, _, attributes in
            SAXTreeBuilder.builder(user)?.pointee.startElement(local, prefix, uri, count: Int(count), attributes)
        }
        handler.endElementNs = { user, _, _, _ in
            SAXTreeBuilder.builder(user)?.pointee.endElement()
        }
        handler.characters = { user, characters, length in
            SAXTreeBuilder.builder(user)?.pointee.characters(characters, Int(length))
        }
        handler.cdataBlock = { user, characters, length in
            SAXTreeBuilder.builder(user)?.pointee.characters(characters, Int(length))
        }
        handler.ignorableWhitespace = { user, characters, length in
            SAXTreeBuilder.builder(user)?.pointee.characters(characters, Int(length))
        }
        handler.reference = { user, entity in
            SAXTreeBuilder.builder(user)?.pointee.reference(entity)
        }
        handler.entityDecl = { user, _, _, _, _, _ in
            SAXTreeBuilder.builder(user)?.pointee.refuseEntity()
        }
        handler.serror = { _, _ in }
        return handler
    }

    /// The builder behind libxml2's user-data pointer, unless it has already failed.
    private static func builder(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<SAXTreeBuilder>? {
        guard let builder = user?.assumingMemoryBound(to: SAXTreeBuilder.self), builder.pointee.error == nil else {
            return nil
        }
        return builder
    }

    private var currentLine: Int {
        guard let context else { return 0 }
        return Int(xmlSAX2GetLineNumber(context))
    }

    private mutating func stop(_ failure: XMLDiffError) {
        error = failure
        if let context {
            xmlStopParser(context.assumingMemoryBound(to: xmlParserCtxt.self))
        }
    }

    // MARK: - Events

    mutating func refuseEntity() {
        stop(XMLDiffError(
            .entityDeclaration, file: name, line: currentLine,
            message: "the DOCTYPE declares an entity; entity declarations are refused "
                + "(they can read other files or expand without bound). Remove the DOCTYPE's internal subset"))
    }

    mutating func startElement(
        _ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
        count: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        let depth = open.count
        if depth > options.maxDepth {
            stop(XMLDiffError(
                .tooDeep, file: name, line: currentLine,
                message: "elements nest deeper than the limit of \(options.maxDepth) (SVGDiffOptions.maxDepth)"))
            return
        }
        if depth == 0, reportedRoot {
            return
        }
        reportedRoot = true
        let element = elementName(local, prefix, uri)
        let index = tree.nodes.count
        var node = CanonicalNode(
            name: element.name, isText: false, parent: open.last?.index ?? -1, depth: depth, line: currentLine)
        let firstAttribute = tree.allAttributes.count
        var preserve = open.last?.preserve ?? false
        if let attributes {
            for position in 0..<count {
                let base = position * 5
                let attribute = attributeName(attributes[base], attributes[base + 1], attributes[base + 2])
                let bytes = Self.bytes(from: attributes[base + 3], to: attributes[base + 4])
                let raw = String(decoding: bytes, as: UTF8.self)
                let trimmed = AttributeValueParser.needsCollapsing(bytes) ? AttributeValueParser.collapsingWhitespace(raw) : raw
                let value = AttributeValueParser.parse(kind: attribute.kind, collapsed: trimmed)
                var hasher = StableHasher(seed: attribute.hash)
                value.hash(into: &hasher, quantum: options.tolerance)
                tree.allAttributes.append(CanonicalAttribute(
                    name: attribute.name, raw: raw, value: value, hash: hasher.value, nameKey: attribute.nameKey))
                switch attribute.kind {
                case .identifier:
                    node.id = trimmed
                case .generic where attribute.name == "xml:space":
                    preserve = raw == "preserve"
                default:
                    break
                }
            }
        }
        Self.sortAttributes(from: firstAttribute, in: &tree.allAttributes)
        node.attributeRange = firstAttribute..<tree.allAttributes.count
        var shallow = element.shallowSeed
        var identifiers = node.id != nil
        for attribute in tree.allAttributes[node.attributeRange] where attribute.nameKey != Self.idKey {
            shallow.combine(attribute.hash)
            identifiers = identifiers || attribute.isReference
        }
        node.shallowHash = shallow.value
        node.hasIdentifiers = identifiers
        tree.nodes.append(node)
        if !open.isEmpty {
            Self.flushText(&open[open.count - 1])
            open[open.count - 1].entries.append(.element(index))
        }
        open.append(OpenElement(
            index: index, preserve: preserve, inText: (open.last?.inText ?? false) || element.textContainer,
            textRoot: element.textRoot))
    }

    mutating func endElement() {
        guard var element = open.popLast() else { return }
        Self.flushText(&element)
        finishChildren(element)
    }

    mutating func characters(_ characters: UnsafePointer<xmlChar>?, _ length: Int) {
        guard let characters, length > 0, !open.isEmpty else { return }
        let chunk = UnsafeBufferPointer(start: characters, count: length)
        let last = open.count - 1
        if open[last].pendingText.isEmpty, !open[last].inText, !open[last].preserve,
            !chunk.contains(where: { !NumberScanner.isWhitespace($0) })
        {
            return  // leading whitespace outside text content is dropped anyway
        }
        open[last].pendingText.append(contentsOf: chunk)
    }

    mutating func reference(_ entity: UnsafePointer<xmlChar>?) {
        guard let entity, !open.isEmpty else { return }
        let text = "&" + String(cString: entity) + ";"
        open[open.count - 1].pendingText.append(contentsOf: Array(text.utf8))
    }

    // MARK: - Assembly

    private static func flushText(_ element: inout OpenElement) {
        guard !element.pendingText.isEmpty else { return }
        element.entries.append(.text(String(decoding: element.pendingText, as: UTF8.self)))
        element.pendingText.removeAll(keepingCapacity: true)
    }

    private mutating func finishChildren(_ element: OpenElement) {
        let entries = normalised(element)
        guard !entries.isEmpty else { return }
        let parent = element.index
        let depth = tree.nodes[parent].depth + 1
        let line = tree.nodes[parent].line
        let firstChild = tree.allChildren.count
        var counts: [(String, Int)] = []
        for entry in entries {
            let index: Int
            switch entry {
            case .element(let child):
                index = child
            case .text(let text):
                index = tree.nodes.count
                var node = CanonicalNode(name: "#text", isText: true, text: text, parent: parent, depth: depth, line: line)
                var shallow = StableHasher()
                shallow.combine(1)
                shallow.combine(node.name)
                shallow.combine(text)
                node.shallowHash = shallow.value
                tree.nodes.append(node)
            }
            let childName = tree.nodes[index].name
            var ordinal = 1
            if let slot = counts.firstIndex(where: { $0.0 == childName }) {
                counts[slot].1 += 1
                ordinal = counts[slot].1
            } else {
                counts.append((childName, 1))
            }
            tree.nodes[index].sameNameIndex = ordinal
            tree.allChildren.append(index)
        }
        tree.nodes[parent].childRange = firstChild..<tree.allChildren.count
    }

    private func normalised(_ element: OpenElement) -> [Entry] {
        let hasText = element.entries.contains {
            if case .text = $0 { return true }
            return false
        }
        if !hasText { return element.entries }
        var result: [Entry] = []
        result.reserveCapacity(element.entries.count)
        for entry in element.entries {
            guard case .text(let raw) = entry else {
                result.append(entry)
                continue
            }
            if element.preserve {
                result.append(.text(raw))
            } else if element.inText {
                result.append(.text(Self.collapse(raw)))
            } else {
                let text = AttributeValueParser.collapsingWhitespace(raw)
                if !text.isEmpty { result.append(.text(text)) }
            }
        }
        if element.inText, !element.preserve, element.textRoot {
            if case .text(let first)? = result.first {
                result[0] = .text(String(first.drop(while: { $0 == " " })))
            }
            if case .text(let last)? = result.last {
                var trimmed = Substring(last)
                while trimmed.hasSuffix(" ") { trimmed = trimmed.dropLast() }
                result[result.count - 1] = .text(String(trimmed))
            }
        }
        return result.filter {
            if case .text(let text) = $0 { return !text.isEmpty }
            return true
        }
    }

    /// Sorts the attributes from `first` to the end by name, in place.
    ///
    /// Elements have a handful of attributes: an insertion sort that swaps in the
    /// array's own memory (no copies, no reference counting) beats the general sort,
    /// which works on a copy of the slice; long runs use the general sort.
    static func sortAttributes(from first: Int, in attributes: inout [CanonicalAttribute]) {
        let count = attributes.count - first
        guard count > 1 else { return }
        guard count <= 16 else {
            attributes[first...].sort { $0.precedes($1) }
            return
        }
        attributes.withUnsafeMutableBufferPointer { all in
            for next in (first + 1)..<all.count {
                var position = next
                while position > first, all[position].precedes(all[position - 1]) {
                    all.swapAt(position, position - 1)
                    position -= 1
                }
            }
        }
    }

    /// Collapses whitespace runs into one space without trimming the ends.
    static func collapse(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var lastWasSpace = false
        for byte in text.utf8 {
            if NumberScanner.isWhitespace(byte) {
                if !lastWasSpace { output.append(0x20) }
                lastWasSpace = true
            } else {
                output.append(byte)
                lastWasSpace = false
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Names

    private static func bytes(from start: UnsafePointer<xmlChar>?, to end: UnsafePointer<xmlChar>?) -> UnsafeBufferPointer<UInt8> {
        guard let start, let end, end > start else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: start, count: end - start)
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }


    private func qualifiedName(_ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?) -> String {
        let localName = Self.string(local)
        guard let uri else {
            return prefix.map { Self.string($0) + ":" + localName } ?? localName
        }
        switch Self.string(uri) {
        case Self.svgNamespace: return localName
        case Self.xlinkNamespace: return "xlink:" + localName
        case Self.xmlNamespace: return "xml:" + localName
        default: return prefix.map { Self.string($0) + ":" + localName } ?? localName
        }
    }

    private mutating func elementName(_ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?) -> ElementName {
        let key = InternedNameTable<ElementName>.Key(
            local: UnsafeRawPointer(local), prefix: UnsafeRawPointer(prefix), uri: UnsafeRawPointer(uri))
        if let cached = elementNames.value(for: key) {
            return cached
        }
        let name = qualifiedName(local, prefix, uri)
        var seed = StableHasher()
        seed.combine(2)
        seed.combine(name)
        let entry = ElementName(
            name: name, shallowSeed: seed, textContainer: Self.textContainers.contains(name),
            textRoot: Self.textRoots.contains(name))
        elementNames.insert(entry, for: key)
        return entry
    }

    private mutating func attributeName(_ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?) -> AttributeName {
        let key = InternedNameTable<AttributeName>.Key(
            local: UnsafeRawPointer(local), prefix: UnsafeRawPointer(prefix), uri: UnsafeRawPointer(uri))
        if let cached = attributeNames.value(for: key) {
            return cached
        }
        var name = qualifiedName(local, prefix, uri)
        if name == "xlink:href" { name = "href" }
        var hasher = StableHasher()
        hasher.combine(name)
        let entry = AttributeName(
            name: name, kind: AttributeKind(name: name), hash: hasher.value, nameKey: CanonicalAttribute.key(of: name))
        attributeNames.insert(entry, for: key)
        return entry
    }
}
