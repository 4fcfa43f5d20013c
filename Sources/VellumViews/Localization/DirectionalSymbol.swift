/// Which symbols are drawn mirrored right to left.
///
/// SF Symbols gives a symbol that shows forward or backward motion, or text
/// and reading direction, a right-to-left variant that iOS uses in a
/// right-to-left layout (Apple's Human Interface Guidelines, "Right to left":
/// flip interface icons that represent text or reading direction and icons
/// that show forward or backward motion). Symbols named after a physical
/// direction (`chevron.left`, `arrow.right`) keep it; `chevron.backward`,
/// `arrow.forward`, `arrow.uturn.backward` and the others named backward or
/// forward turn, as do the text-like `list.bullet`, `doc.text`,
/// `square.and.pencil` and `paperplane`. Media transport symbols
/// (`backward.fill`, `forward.end.fill`) refer to time and stay.
package enum DirectionalSymbol {
    /// Symbols with a right-to-left variant whose name does not say backward or forward.
    private static let textLike: Set<String> = [
        "list.bullet", "doc.text", "doc.text.fill", "square.and.pencil", "paperplane", "paperplane.fill",
    ]

    /// Whether the symbol `name` is mirrored in a right-to-left layout.
    package static func mirrors(_ name: String) -> Bool {
        if textLike.contains(name) { return true }
        let parts = name.split(separator: ".")
        return parts.dropFirst().contains { $0 == "backward" || $0 == "forward" }
    }
}
