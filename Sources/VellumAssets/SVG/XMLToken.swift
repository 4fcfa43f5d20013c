import VellumGeometry

/// One piece of an XML document, as the ``XMLScanner`` meets it.
package enum XMLToken: Hashable, Sendable {
    /// `<name a="1">`, or `<name/>` when `selfClosing`.
    case startTag(name: String, attributes: [XMLAttribute], selfClosing: Bool)
    /// `</name>`.
    case endTag(name: String)
    /// Character data as written (references not expanded).
    case text(String)
    /// `<![CDATA[…]]>`, the whole section as written.
    case cdata(String)
    /// `<!-- … -->`.
    case comment
    /// `<? … ?>`, including the XML declaration.
    case processingInstruction
    /// `<!DOCTYPE …>`; `declaresEntities` when it has an internal subset (`[…]`)
    /// or mentions `ENTITY`.
    case doctype(declaresEntities: Bool)
}
