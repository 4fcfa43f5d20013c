import VellumLayout

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: content made
/// from the value of a preference key that the modified view's subtree
/// produced in the last pass (the key's default in the first). When the
/// value changes, the view graph evaluates the picture again, so the
/// settled picture is made from the settled value.
struct PreferenceContentModifier<K: PreferenceKey, Content: View>: PrimitiveModifier {
    let alignment: Alignment
    let isBackground: Bool
    let transform: (K.Value) -> Content

    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let identity = context.identity
        let value = context.graph.lastValue(at: identity) as? K.Value ?? K.defaultValue
        let reader = PreferenceReader.key(K.self, equal: { AnyEquality.same($0, $1) }, action: nil)
        let marked = MarkModifier { _ in .readPreference(identity, reader) }
        return try context.lower(compose(content, marked, transform(value)))
    }

    private func compose<C: View>(_ content: C, _ marked: MarkModifier, _ made: Content) -> some View {
        let base = content.modifier(marked)
        return Group {
            if isBackground { base.background(alignment: alignment) { made } }
            else { base.overlay(alignment: alignment) { made } }
        }
    }
}
