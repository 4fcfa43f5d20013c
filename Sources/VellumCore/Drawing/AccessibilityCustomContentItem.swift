/// One piece of an element's custom content (`accessibilityCustomContent`):
/// what VoiceOver reads under "More Content Available", or right after the
/// element when it is important.
package struct AccessibilityCustomContentItem: Equatable, Sendable {
    /// What the content is ("SKU").
    package var label: String
    /// The content ("WH-1000XM5").
    package var value: String
    /// Whether it is read with the element rather than on request (`.high`).
    package var isHigh: Bool
    /// What tells it apart from other pieces (its key's identifier): a later piece with the same one replaces it.
    package var id: String

    package init(label: String, value: String, isHigh: Bool, id: String? = nil) {
        self.label = label; self.value = value; self.isHigh = isHigh; self.id = id ?? label
    }
}
