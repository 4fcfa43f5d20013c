import VellumCore

extension SVGEmitter {
    /// Writes an accessibility element's ARIA on its open `<g>`: `aria-hidden`
    /// for a hidden subtree; else its `role` (with `aria-level` for a
    /// header), `aria-label`, and a `<title>` child, which SVG readers and
    /// browsers' tooltips take as the element's name.
    static func writeAccessibility(_ a: AccessibilityInfo, into w: inout XMLWriter) {
        if a.hidden { w.attribute("aria-hidden", "true"); return }
        if let role = a.role { w.attribute("role", role) }
        if let level = a.headingLevel, level > 0 { w.attribute("aria-level", String(level)) }
        guard let label = a.label else { return }
        w.attribute("aria-label", label)
        w.open("title")
        w.text(label)
        w.close()
    }
}
