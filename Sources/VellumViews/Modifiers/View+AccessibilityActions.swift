import VellumCore

nonisolated extension View {
    /// Adds custom accessibility actions, one for each button in `content`
    /// (never run in a picture). The accessibility hierarchy lists their
    /// names as VoiceOver offers them under "Actions Available": iOS 18.5
    /// and 26.2 offer the block's last button first.
    ///
    /// ```swift
    /// row.accessibilityActions {
    ///     Button("Reply") {}
    ///     Button("Delete", role: .destructive) {}
    /// }
    /// ```
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        let actions = content()
        return modifier(NodeModifier { node, context in
            let names = try context.lower(actions).map { AccessibilityNode.spokenText([$0]) }.filter { !$0.isEmpty }
            return AccessibilityNode.update(node) { $0.actions += names.reversed() }
        })
    }
}
