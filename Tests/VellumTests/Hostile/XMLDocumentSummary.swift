import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements and text of an XML document as Foundation's XMLParser reads
/// them, to check what the SVG says rather than how it spells it.
struct XMLDocumentSummary {
    /// One element: its name and attributes (entity references resolved).
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The character data directly inside the element.
        var text: String
        /// The names of the elements it is inside, outermost first.
        var ancestors: [String] = []
        /// The indices in ``elements`` of the elements it is inside, outermost first.
        var ancestorIndices: [Int] = []
    }

    private(set) var elements: [Element] = []
    /// The parser's error, if the document is not well-formed.
    private(set) var error: String?

    init(_ xml: String) {
        let collector = Collector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        if !parser.parse() {
            error = parser.parserError.map { "\($0)" } ?? "unknown parser error"
        }
        elements = collector.done
    }

    /// The elements named `name`, in document order.
    func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    /// Every value of attribute `name`, in document order.
    func values(of name: String) -> [String] { elements.compactMap { $0.attributes[name] } }

    /// Every value of attribute `name` on the element labelled `label`
    /// (`aria-label`) and on what it contains, in document order: the fill of
    /// a text's glyphs, for example.
    func values(of name: String, within label: String) -> [String] {
        let labelled = Set(elements.indices.filter { elements[$0].attributes["aria-label"] == label })
        return elements.indices.filter { labelled.contains($0) || elements[$0].ancestorIndices.contains(where: labelled.contains) }
            .compactMap { elements[$0].attributes[name] }
    }

    /// The character data of every element named `name`, in document order.
    func texts(of name: String) -> [String] { elements.filter { $0.name == name }.map(\.text) }

    private final class Collector: NSObject, XMLParserDelegate {
        /// Elements in document order; `open` holds the indices of the unclosed ones.
        var done: [Element] = []
        var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let ancestors = open.map { done[$0].name }
            open.append(done.count)
            done.append(Element(name: elementName, attributes: attributeDict, text: "", ancestors: ancestors, ancestorIndices: open.dropLast()))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let i = open.last { done[i].text += string }
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            if let i = open.last { done[i].text += String(decoding: CDATABlock, as: UTF8.self) }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = open.popLast()
        }
    }
}
