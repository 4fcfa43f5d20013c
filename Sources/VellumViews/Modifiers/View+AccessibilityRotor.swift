import VellumCore

// Custom rotors: lists of elements VoiceOver users move between with the
// rotor. Not drawn; in the accessibility hierarchy (`rotor "Name"=[…]`), each
// entry read as the element it moves to.

nonisolated extension View {
    /// Adds a custom rotor named `label` whose entries `entries` gives.
    ///
    /// ```swift
    /// Text("Menu").accessibilityRotor("Vegan Options") {
    ///     ForEach(vegan) { AccessibilityRotorEntry(Text($0.name), id: $0.id, in: menu) }
    /// }
    /// ```
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        modifier(NodeModifier { node, context in
            let rotor = AccessibilityRotorInfo(name: label.plainText(in: context.environment),
                                               entries: RotorEntries.of(entries(), in: context.environment))
            return AccessibilityNode.update(node) { $0.rotors.append(rotor) }
        })
    }
    /// Adds a custom rotor named by the string `labelKey` names.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(Text(labelKey), entries: entries)
    }
    /// Adds a custom rotor named `label`, verbatim.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(Text(verbatim: String(label)), entries: entries)
    }
    /// Marks the view's element as the one a rotor entry with `id` in `namespace` moves to.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        let key = RotorEntries.key(id, in: namespace)
        return modifier(NodeModifier(ignoringContext: { node in AccessibilityNode.update(node) { $0.rotorEntry = key } }))
    }
}
