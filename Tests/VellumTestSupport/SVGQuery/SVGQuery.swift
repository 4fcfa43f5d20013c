import VellumXML

/// An SVG document read once with VellumXML's reader, to check what it draws
/// (which elements, with which attributes, inside which group) rather than how
/// its text is spelled.
///
/// ```swift
/// let svg = try SVGQuery(try renderer.svg())
/// #expect(svg.has("rect", with: ["width": "10", "fill": "#FF0000"]))
/// #expect(svg.within(label: "Remove").fills == ["#FF3B30"])
/// #expect(svg.labels.contains("Edit your photo"))
/// ```
///
/// A query sees either the whole document or part of it (``within(label:)``,
/// ``within(id:)``, ``within(_:)``): an element and everything inside it. Its
/// answers are plain values (arrays, sets, Booleans), so `#expect` shows them
/// when a check fails.
package struct SVGQuery: Sendable, CustomStringConvertible {
    /// Every element of the document, in document order.
    private let document: [Element]
    /// The indices in `document` of the elements this query sees, in document order.
    private let scope: [Int]

    /// Reads `svg`, throwing a ``Failure`` that quotes the reader when it is not well-formed XML.
    ///
    /// - Parameters:
    ///   - source: The name used in the failure, e.g. the test's subject.
    ///   - maxDepth: The deepest nesting accepted (the root is at 0).
    package init(_ svg: String, source: String = "SVG", maxDepth: Int = 10_000) throws {
        let tree: XMLTree
        do {
            tree = try XMLReader.read(svg, source: source, options: XMLReadOptions(maxDepth: maxDepth))
        } catch {
            throw Failure(reason: "\(error)", svg: svg)
        }
        document = tree.elements.map { element in
            let attributes = tree.attributes(of: element)
            var values: [String: String] = [:]
            for attribute in attributes { values[attribute.name.qualifiedName] = attribute.value }
            let children = tree.children(of: element).compactMap { node -> Int? in
                if case .element(let index) = node { return index }
                return nil
            }
            return Element(
                name: element.name.qualifiedName, attributes: values, attributeOrder: attributes.map(\.name.qualifiedName),
                text: tree.textContent(of: element), index: element.index, parent: element.parent, depth: element.depth,
                children: children)
        }
        scope = Array(document.indices)
    }

    private init(document: [Element], scope: [Int]) {
        self.document = document
        self.scope = scope
    }

    /// How many elements the query sees, and the start tags of the first twenty:
    /// what a failing `#expect` shows of it.
    package var description: String {
        let shown = scope.prefix(20).map { document[$0].description }.joined(separator: " ")
        return "SVGQuery(\(scope.count) of \(document.count) elements: \(shown)\(scope.count > 20 ? " …" : ""))"
    }

    // MARK: Elements

    /// The elements this query sees, in document order.
    package var elements: [Element] { scope.map { document[$0] } }

    /// The document's root element (`<svg>`), whatever part the query sees.
    package var root: Element { document[0] }

    /// The elements named `name` (`rect`, `path`, `linearGradient`), in document order.
    package func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    /// The elements named `name` (any name when `nil`) that have every attribute of
    /// `attributes` with that value, and maybe others.
    package func elements(named name: String? = nil, with attributes: [String: String]) -> [Element] {
        elements.filter { (name == nil || $0.name == name) && $0.has(attributes) }
    }

    /// Whether an element named `name` (any name when `nil`) has every attribute of
    /// `attributes` with that value, and maybe others.
    package func has(_ name: String?, with attributes: [String: String] = [:]) -> Bool {
        !elements(named: name, with: attributes).isEmpty
    }

    /// Whether an element named `name` has exactly the attributes `attributes`, no
    /// more, not counting those named in `ignoring` (a path's `d`, say).
    package func has(_ name: String, exactly attributes: [String: String], ignoring: Set<String> = []) -> Bool {
        elements.contains { $0.name == name && $0.attributes.filter { !ignoring.contains($0.key) } == attributes }
    }

    /// Whether an element this query sees is, with everything inside it, the same
    /// tree as `markup`: the same elements in the same order, the same attributes
    /// (in any order, however quoted) and the same text. A small golden that is
    /// not about spelling.
    ///
    /// ```swift
    /// #expect(try svg.has(subtree: ##"<mask id="m1"><rect width="2" fill="#FFFFFF"/></mask>"##))
    /// ```
    ///
    /// - Throws: ``Failure`` when `markup` is not well-formed.
    package func has(subtree markup: String) throws -> Bool {
        let expected = try SVGQuery(markup, source: "expected subtree")
        return scope.contains { sameTree(document[$0], in: self, as: expected.root, in: expected) }
    }

    /// Whether `a` of `first` and `b` of `second` have the same names, attributes
    /// and text, and their children are the same trees in the same order.
    private func sameTree(_ a: Element, in first: SVGQuery, as b: Element, in second: SVGQuery) -> Bool {
        guard a.name == b.name, a.attributes == b.attributes, a.text == b.text, a.children.count == b.children.count else {
            return false
        }
        return zip(first.children(of: a), second.children(of: b)).allSatisfy { sameTree($0, in: first, as: $1, in: second) }
    }

    /// How many elements named `name` the query sees.
    package func count(of name: String) -> Int {
        elements(named: name).count
    }

    /// The element whose `id` is `id`, anywhere in the document.
    package func element(id: String) -> Element? {
        document.first { $0["id"] == id }
    }

    /// The child elements of `element`, in document order.
    package func children(of element: Element) -> [Element] {
        element.children.map { document[$0] }
    }

    /// The text of `element`'s `<title>`, when its first child is one (where SVG
    /// puts an element's accessible name); `nil` otherwise.
    package func title(of element: Element) -> String? {
        guard let first = element.children.first, document[first].name == "title" else { return nil }
        return document[first].text
    }

    /// The parent of `element`, or `nil` for the root.
    package func parent(of element: Element) -> Element? {
        element.parent.map { document[$0] }
    }

    /// The elements `element` is inside, innermost first.
    package func ancestors(of element: Element) -> [Element] {
        var found: [Element] = []
        var next = element.parent
        while let index = next {
            found.append(document[index])
            next = document[index].parent
        }
        return found
    }

    // MARK: Parts of the document

    /// The part of the document made of `element` and everything inside it.
    package func within(_ element: Element) -> SVGQuery {
        SVGQuery(document: document, scope: Array(subtree(of: element.index)))
    }

    /// The part of the document made of the elements labelled `label` (`aria-label`)
    /// and everything inside them; empty when no element has that label.
    package func within(label: String) -> SVGQuery {
        within { $0["aria-label"] == label }
    }

    /// The part of the document made of the element whose `id` is `id` and
    /// everything inside it; empty when no element has that id.
    package func within(id: String) -> SVGQuery {
        within { $0["id"] == id }
    }

    /// The part of the document made of the elements, of those this query sees,
    /// named `name`, and everything inside them.
    package func within(named name: String) -> SVGQuery {
        within { $0.name == name }
    }

    /// The part of the document made of the elements this query sees that match
    /// `isRoot`, and everything inside them.
    private func within(where isRoot: (Element) -> Bool) -> SVGQuery {
        var seen = Set<Int>()
        for index in scope where isRoot(document[index]) {
            seen.formUnion(subtree(of: index))
        }
        return SVGQuery(document: document, scope: scope.filter(seen.contains))
    }

    /// The indices of the element at `index` and of its descendants (contiguous in document order).
    private func subtree(of index: Int) -> Range<Int> {
        let depth = document[index].depth
        var end = index + 1
        while end < document.count, document[end].depth > depth { end += 1 }
        return index..<end
    }

    /// Whether the query sees no element.
    package var isEmpty: Bool { scope.isEmpty }

    // MARK: Values

    /// Every value of attribute `name` on the elements this query sees, in document order.
    package func values(of name: String) -> [String] {
        elements.compactMap { $0[name] }
    }

    /// Every value of attribute `name` on the elements named `element`, in document order.
    package func values(of name: String, on element: String) -> [String] {
        elements(named: element).compactMap { $0[name] }
    }

    /// The `fill` values used, `none` and `url(#…)` references included.
    package var fills: Set<String> { Set(values(of: "fill")) }

    /// The `stroke` values used, `none` and `url(#…)` references included.
    package var strokes: Set<String> { Set(values(of: "stroke")) }

    /// The colours painted: the values of `fill`, `stroke`, `stop-color` and `flood-color`.
    package var colors: Set<String> {
        fills.union(strokes).union(values(of: "stop-color")).union(values(of: "flood-color"))
    }

    /// Every `aria-label`, in document order: the text a text group draws, an
    /// image's name, an accessibility label.
    package var labels: [String] { values(of: "aria-label") }

    /// The text inside each element named `name` (its descendants' included), in document order.
    package func texts(of name: String) -> [String] {
        elements(named: name).map(\.text)
    }

    /// The `url(#id)` references of attribute `name` (`fill`, `clip-path`, `mask`,
    /// `filter`) resolved to the elements they name, in document order; a
    /// reference to no element is left out.
    package func referenced(by name: String) -> [Element] {
        values(of: name).compactMap { value in
            guard value.hasPrefix("url(#"), value.hasSuffix(")") else { return nil }
            return element(id: String(value.dropFirst(5).dropLast()))
        }
    }
}
