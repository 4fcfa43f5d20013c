import VellumCore

// Custom content: details VoiceOver reads on request ("More Content
// Available") or, when important, right after the element. Not drawn; in
// the accessibility hierarchy (`content=[…]`), as SwiftUI's signatures.

nonisolated extension View {
    /// Adds custom accessibility content under `key`: a later piece with the
    /// same key's identifier replaces it; a `nil` value removes it.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        modifier(NodeModifier { node, context in
            let label = key.label.plainText(in: context.environment)
            let string = value?.plainText(in: context.environment)
            return AccessibilityNode.update(node) { a in
                let item = string.map { AccessibilityCustomContentItem(label: label, value: $0, isHigh: importance == .high, id: key.id) }
                if let i = a.customContent.firstIndex(where: { $0.id == key.id }) {
                    if let item { a.customContent[i] = item } else { a.customContent.remove(at: i) }
                } else if let item {
                    a.customContent.append(item)
                }
            }
        })
    }
    /// Adds custom accessibility content under `key`, the value looked up in the environment's strings.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(valueKey), importance: importance)
    }
    /// Adds custom accessibility content under `key`, the value verbatim.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(verbatim: String(value)), importance: importance)
    }
    /// Adds custom accessibility content labelled `label`.
    ///
    /// ```swift
    /// card.accessibilityCustomContent("SKU", "WH-1000XM5", importance: .high)
    /// ```
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label, id: label.plainText), value, importance: importance)
    }
    /// Adds custom accessibility content, the label looked up in the environment's strings.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), value, importance: importance)
    }
    /// Adds custom accessibility content, the label and value looked up in the environment's strings.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), Text(valueKey), importance: importance)
    }
    /// Adds custom accessibility content, the label looked up in the environment's strings, the value verbatim.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), Text(verbatim: String(value)), importance: importance)
    }
}
