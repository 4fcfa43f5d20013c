import VellumXML

/// Builds a ``CanonicalTree`` from the document `XMLReader` reads, as it reads
/// it (no ``XMLTree`` in between): names in canonical spelling (`xlink:href`
/// as `href`, SVG's namespace without a prefix), attribute values parsed by
/// grammar and sorted, insignificant whitespace dropped, and shallow hashes
/// computed.
struct CanonicalTreeBuilder: XMLContentHandler {
    let options: SVGDiffOptions
    var tree = CanonicalTree()

    private var open: [OpenElement] = []
    /// What each name of the document means, by ``XMLName/index``.
    private var elementNames: [ElementName?] = []
    private var attributeNames: [AttributeName?] = []

    private static let svgNamespace = "http://www.w3.org/2000/svg"
    private static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    private static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    /// ``CanonicalAttribute/nameKey`` of `id`: equal keys mean the name is exactly `id` (names hold no NUL).
    private static let idKey = CanonicalAttribute.key(of: "id")
    /// The prefix of the root's stamp attributes (`data-vellum-version`, `data-vellum-fonts`), which the diff ignores.
    static let stampPrefix = "data-vellum-"
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
    }

    /// The canonical form of `svg`.
    ///
    /// - Throws: `XMLReadError` when `XMLReader` refuses the document.
    static func build(_ svg: String, name: String, options: SVGDiffOptions) throws -> CanonicalTree {
        var builder = try XMLReader.read(
            svg, source: name, options: XMLReadOptions(maxDepth: options.maxDepth, maxInputBytes: options.maxInputBytes),
            handler: CanonicalTreeBuilder(options: options))
        // Move the tree out of the builder: a second reference would make `finish` copy every node.
        var tree = builder.tree
        builder.tree = CanonicalTree()
        tree.finish()
        return tree
    }

    // MARK: - Events

    /// Sizes the tree's arrays once for the document's bounds.
    mutating func reserve(elements: Int, attributes: Int) {
        tree.nodes.reserveCapacity(elements)
        tree.allAttributes.reserveCapacity(attributes)
        tree.allChildren.reserveCapacity(elements)
    }

    /// An element starts: its node, attributes canonicalised and sorted, and its shallow hash.
    mutating func start(_ source: XMLStartTag) {
        let element = elementName(source.name)
        let index = tree.nodes.count
        var node = CanonicalNode(
            name: element.name, isText: false, parent: open.last?.index ?? -1, depth: source.depth, line: source.line)
        let firstAttribute = tree.allAttributes.count
        var preserve = open.last?.preserve ?? false
        for position in source.attributes.indices {
            let attribute = attributeName(source.attributes[position].name)
            // The root's `data-vellum-*` attributes stamp who wrote the file (version, fonts), not what it shows.
            if open.isEmpty, attribute.name.hasPrefix(Self.stampPrefix) { continue }
            let raw = source.attributes[position].value
            let trimmed = AttributeValueParser.collapsingWhitespace(raw)
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
            open[open.count - 1].entries.append(.element(index))
        }
        open.append(OpenElement(
            index: index, preserve: preserve, inText: (open.last?.inText ?? false) || element.textContainer,
            textRoot: element.textRoot))
    }

    /// The innermost element ends: its children are numbered and recorded.
    mutating func end() {
        guard let element = open.popLast() else { return }
        finishChildren(element)
    }

    /// A run of text; whitespace alone outside text content and `xml:space="preserve"` is dropped here.
    mutating func text(_ text: String) {
        guard let last = open.indices.last else { return }
        if !open[last].inText, !open[last].preserve, text.utf8.allSatisfy(NumberScanner.isWhitespace) {
            return
        }
        open[last].entries.append(.text(text))
    }

    // MARK: - Assembly

    /// Numbers the text runs of a finished element and records its children in order.
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

    /// The element's children with whitespace normalised as SVG renders it.
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

    /// `name` in canonical spelling: SVG's namespace without a prefix, XLink's as `xlink:`, XML's as `xml:`.
    private static func canonicalName(_ name: XMLName) -> String {
        switch name.namespaceURI {
        case svgNamespace?: return name.localName
        case xlinkNamespace?: return "xlink:" + name.localName
        case xmlNamespace?: return "xml:" + name.localName
        default: return name.qualifiedName
        }
    }

    private mutating func elementName(_ source: XMLName) -> ElementName {
        if source.index < elementNames.count, let cached = elementNames[source.index] {
            return cached
        }
        let name = Self.canonicalName(source)
        var seed = StableHasher()
        seed.combine(2)
        seed.combine(name)
        let entry = ElementName(
            name: name, shallowSeed: seed, textContainer: Self.textContainers.contains(name),
            textRoot: Self.textRoots.contains(name))
        Self.store(entry, at: source.index, in: &elementNames)
        return entry
    }

    private mutating func attributeName(_ source: XMLName) -> AttributeName {
        if source.index < attributeNames.count, let cached = attributeNames[source.index] {
            return cached
        }
        var name = Self.canonicalName(source)
        if name == "xlink:href" { name = "href" }
        var hasher = StableHasher()
        hasher.combine(name)
        let entry = AttributeName(
            name: name, kind: AttributeKind(name: name), hash: hasher.value, nameKey: CanonicalAttribute.key(of: name))
        Self.store(entry, at: source.index, in: &attributeNames)
        return entry
    }

    /// Stores `value` at `index`, growing `table` as needed.
    private static func store<Value>(_ value: Value, at index: Int, in table: inout [Value?]) {
        if index >= table.count {
            table.append(contentsOf: repeatElement(nil, count: index + 1 - table.count))
        }
        table[index] = value
    }
}
