/// Builds an ``XMLTree`` from the events ``XMLReader`` hands on.
///
/// Children are recorded in document order with their parent's index and laid
/// out per parent once the document ends (a counting sort), so no element needs
/// an array of its own while it is open.
struct XMLTreeBuilder: XMLContentHandler {
    let source: String
    private var elements: [XMLTree.Element] = []
    private var attributes: [XMLAttribute] = []
    private var namespaces: [XMLNamespaceDeclaration] = []
    /// Every child but the root, in document order, with its parent's index.
    private var placed: [(parent: Int, node: XMLTree.Node)] = []
    /// The indices of the elements still open, innermost last.
    private var open: [Int] = []

    /// A builder for the document read from `source`.
    init(source: String) {
        self.source = source
    }

    /// Sizes the arrays once for the document's bounds.
    mutating func reserve(elements: Int, attributes: Int) {
        self.elements.reserveCapacity(elements)
        self.attributes.reserveCapacity(attributes)
        placed.reserveCapacity(elements)
    }

    /// Records the element, its attributes and declarations, as its parent's next child.
    mutating func start(_ tag: XMLStartTag) {
        let index = elements.count
        if let parent = open.last {
            placed.append((parent, .element(index)))
        }
        let firstAttribute = attributes.count
        attributes.append(contentsOf: tag.attributes)
        let firstNamespace = namespaces.count
        namespaces.append(contentsOf: tag.namespaces)
        elements.append(XMLTree.Element(
            name: tag.name, index: index, parent: open.last, depth: tag.depth, line: tag.line,
            attributeRange: firstAttribute..<attributes.count, namespaceRange: firstNamespace..<namespaces.count))
        open.append(index)
    }

    /// Records a run of text as the open element's next child.
    mutating func text(_ text: String) {
        guard let parent = open.last else { return }
        placed.append((parent, .text(text)))
    }

    /// Closes the innermost element.
    mutating func end() {
        _ = open.popLast()
    }

    /// The tree, once the parse has succeeded: each element's children laid out together.
    mutating func finish() -> XMLTree {
        var counts = [Int](repeating: 0, count: elements.count)
        for child in placed {
            counts[child.parent] += 1
        }
        var start = 0
        for index in elements.indices {
            elements[index].childRange = start..<(start + counts[index])
            counts[index] = start
            start += elements[index].childRange.count
        }
        var children = [XMLTree.Node](repeating: .element(0), count: placed.count)
        for child in placed {
            children[counts[child.parent]] = child.node
            counts[child.parent] += 1
        }
        placed = []
        let tree = XMLTree(
            source: source, elements: elements, allAttributes: attributes, allNamespaces: namespaces,
            allChildren: children)
        elements = []
        attributes = []
        return tree
    }
}
