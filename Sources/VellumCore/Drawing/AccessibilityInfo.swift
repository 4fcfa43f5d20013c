/// What assistive technologies learn of a view and its subtree: written into
/// the SVG as ARIA (`role`, `aria-label`, `aria-level`, `aria-hidden`, `<title>`).
package struct AccessibilityInfo: Equatable, Sendable {
    /// How the element treats the elements inside it.
    package enum Children: Equatable, Sendable {
        /// One element whose label is its own (`.ignore`) or its children's (`.combine`).
        case single
        /// A container of the elements inside it (`.contain`).
        case contain
    }

    /// The spoken label, if given or combined from the children.
    package var label: String?
    /// Whether the subtree is hidden from assistive technologies.
    package var hidden = false
    /// Whether the view is its own element, and how.
    package var children: Children?
    /// Whether the element is a header, and its level (0: unspecified).
    package var headingLevel: Int?
    /// Whether the element is a button.
    package var isButton = false
    /// Whether the element is a link.
    package var isLink = false
    /// Whether the element is an image.
    package var isImage = false

    package init(label: String? = nil) { self.label = label }

    /// The ARIA role: heading, button or link by trait, else `img` for a single
    /// element or one with a label, `group` for a container, or none.
    package var role: String? {
        if hidden { return nil }
        if headingLevel != nil { return "heading" }
        if isButton { return "button" }
        if isLink { return "link" }
        if isImage || children == .single { return "img" }
        if children == .contain { return "group" }
        return label != nil ? "img" : nil
    }
}
