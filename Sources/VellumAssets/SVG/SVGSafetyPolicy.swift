import VellumGeometry
import VellumXML

/// What the SVG sanitiser keeps: the rules for elements, attributes and style sheets.
///
/// Removed are scripts and anything that can run code or load a resource:
/// `<script>`, `<foreignObject>` and embedding elements, event attributes
/// (`on…`), links (`href`, `xlink:href`) that do not point inside the document
/// (`#id`) or at inline image data (`data:image/…`), `url(…)` references to
/// anything else, `xml:base`, and animations that would set such attributes.
/// Names are compared by their local part, lowercased (`svg:Script` is a script).
package enum SVGSafetyPolicy {
    /// Element local names (lowercased) removed with everything inside them.
    package static let removedElements: Set<String> = [
        "script", "foreignobject", "iframe", "embed", "object", "handler", "listener",
        "audio", "video", "canvas", "link", "meta", "base", "frame", "frameset", "applet",
    ]

    /// Animation elements, removed when they target a link or an event attribute.
    private static let animationElements: Set<String> = ["set", "animate", "animatetransform", "animatemotion"]

    /// Why an element must go (with its content), or `nil` to keep it.
    package static func reasonToRemove(element name: XMLName, attributes: some Collection<XMLAttribute>) -> String? {
        let local = name.localName.lowercased()
        if removedElements.contains(local) { return "<\(name)>" }
        if animationElements.contains(local),
           let target = attributes.first(where: { $0.name.localName.lowercased() == "attributename" }),
           isLinkOrEvent(localPart(of: target.value.trimmingCharacters(in: .whitespacesAndNewlines))) {
            return "<\(name)> animating \(target.value)"
        }
        return nil
    }

    /// Whether an attribute may stay.
    package static func allows(_ attribute: XMLAttribute) -> Bool {
        let local = attribute.name.localName.lowercased()
        let value = attribute.value
        if local.hasPrefix("on") || attribute.name.qualifiedName.lowercased() == "xml:base" { return false }
        if local == "href" { return isInternalOrImageData(value) }
        if local == "style", !allowsStyleSheet(value) { return false }
        return !hasExternalURL(value)
    }

    /// Whether the text of a `<style>` element (or `style` attribute) may stay.
    package static func allowsStyleSheet(_ css: String) -> Bool {
        let lowered = css.lowercased()
        if lowered.contains("@import") || lowered.contains("\\") || lowered.contains("expression(") { return false }
        return !hasExternalURL(css)
    }

    /// Whether `value` has a `url(…)` whose target is neither `#id` nor `data:image/…`.
    package static func hasExternalURL(_ value: String) -> Bool {
        let lowered = value.lowercased()
        var rest = Substring(lowered)
        while let found = rest.range(of: "url(") {
            let target = rest[found.upperBound...].drop { $0.isWhitespace || $0 == "\"" || $0 == "'" }
            if !isInternalOrImageData(String(target.prefix(16))) { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// Whether a link points inside the document or at inline image data.
    private static func isInternalOrImageData(_ link: String) -> Bool {
        let trimmed = link.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return trimmed.hasPrefix("#") || trimmed.hasPrefix("data:image/")
    }

    /// The local part of a qualified name written in a value, lowercased: `xlink:HREF` → `href`.
    private static func localPart(of qualifiedName: String) -> String {
        let local = qualifiedName.split(separator: ":", omittingEmptySubsequences: false).last ?? Substring(qualifiedName)
        return local.lowercased()
    }

    private static func isLinkOrEvent(_ local: String) -> Bool {
        local == "href" || local.hasPrefix("on") || local == "base"
    }
}
