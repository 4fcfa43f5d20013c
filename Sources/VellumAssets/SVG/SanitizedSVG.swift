import VellumGeometry
import VellumXML

/// An SVG document made safe to inline: what remains, its root attributes, and
/// what was taken out.
package struct SanitizedSVG: Hashable, Sendable {
    /// The sanitised document, UTF-8, without XML declaration, DOCTYPE, comments
    /// or processing instructions.
    package var bytes: [UInt8]
    /// The attributes of the root `<svg>` element as read (before sanitising).
    package var rootAttributes: [XMLAttribute]
    /// What was removed, e.g. `"<script>"`, `"onload on <svg>"`, `"href on <image>"`.
    package var removed: [String]

    /// Creates a result.
    package init(bytes: [UInt8], rootAttributes: [XMLAttribute], removed: [String]) {
        self.bytes = bytes; self.rootAttributes = rootAttributes; self.removed = removed
    }

    /// The sanitised document as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The value of a root attribute by exact qualified name, references expanded.
    package func rootAttribute(_ name: String) -> String? {
        rootAttributes.first { $0.name.qualifiedName == name }?.value
    }
}
