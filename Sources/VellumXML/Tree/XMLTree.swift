/// A parsed XML document: an immutable tree of elements, attributes and text,
/// stored flat (one array each for the whole document, not one per element).
///
/// Comments, processing instructions and the DOCTYPE are not kept. Attributes
/// and children are in document order.
///
/// ```swift
/// let tree = try XMLReader.read("<svg width='4'><g/>hi</svg>", source: "a.svg")
/// tree.root.name.localName              // "svg"
/// tree.attribute("width", of: tree.root) // "4"
/// tree.children(of: tree.root)          // [.element(1), .text("hi")]
/// ```
package struct XMLTree: Sendable {
    /// The name of the source the document was read from, as given to the reader.
    package let source: String
    /// Every element in document order (by start tag); the root is first.
    package let elements: [Element]
    /// Every attribute, each element's run in document order.
    let allAttributes: [XMLAttribute]
    /// Every namespace declaration, each element's run in document order.
    let allNamespaces: [XMLNamespaceDeclaration]
    /// Every child, each element's run in document order.
    let allChildren: [Node]

    /// The root element.
    package var root: Element { elements[0] }

    /// How many attributes the elements have in all.
    package var attributeCount: Int { allAttributes.count }

    /// How many children (elements and text runs) the elements have in all.
    package var childCount: Int { allChildren.count }

    /// The attributes of `element` (an element of this tree), in document order.
    package func attributes(of element: Element) -> ArraySlice<XMLAttribute> {
        allAttributes[element.attributeRange]
    }

    /// The value of the attribute of `element` whose qualified name is `qualifiedName`.
    package func attribute(_ qualifiedName: String, of element: Element) -> String? {
        attributes(of: element).first { $0.name.qualifiedName == qualifiedName }?.value
    }

    /// The namespace declarations of `element`'s start tag, in document order.
    package func namespaceDeclarations(of element: Element) -> ArraySlice<XMLNamespaceDeclaration> {
        allNamespaces[element.namespaceRange]
    }

    /// The children of `element`, in document order.
    package func children(of element: Element) -> ArraySlice<Node> {
        allChildren[element.childRange]
    }

    /// All text inside `element`, its descendants' included, in document order.
    package func textContent(of element: Element) -> String {
        var text = ""
        var pending = Array(children(of: element).reversed())
        while let node = pending.popLast() {
            switch node {
            case .text(let run):
                text += run
            case .element(let index):
                pending.append(contentsOf: children(of: elements[index]).reversed())
            }
        }
        return text
    }
}
