// Preferences: values views pass up to their ancestors once laid out. The
// view graph reads them after each pass (`MarkWalk`) and hands them to
// `onPreferenceChange` and to content built from them.
import VellumLayout

nonisolated extension View {
    /// Sets this view's value of a preference key (its children's values of
    /// the key are replaced).
    ///
    /// ```swift
    /// Text(title).preference(key: TitleKey.self, value: title)
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(MarkModifier { _ in .preference(.set(K.self) { _ in value }) })
    }

    /// Changes the value of a preference key that this view's subtree produces.
    ///
    /// ```swift
    /// content.transformPreference(NamesKey.self) { $0.append("header") }
    /// ```
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(MarkModifier { _ in .preference(.transform(K.self) { value, _ in callback(&value) }) })
    }

    /// Sets this view's value of a preference key from an anchor of its
    /// geometry (resolve it with a `GeometryProxy`).
    ///
    /// ```swift
    /// Text("Tab").anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
    /// ```
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(MarkModifier { _ in .preference(.set(K.self) { frame in transform(value.anchor(in: frame)) }) })
    }

    /// Changes the value of a preference key this view's subtree produces,
    /// with an anchor of this view's geometry.
    ///
    /// ```swift
    /// content.transformAnchorPreference(key: BoundsKey.self, value: .bounds) { $0.append($1) }
    /// ```
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(MarkModifier { _ in .preference(.transform(K.self) { current, frame in transform(&current, value.anchor(in: frame)) }) })
    }

    /// Runs `action` with the value of a preference key this view's subtree
    /// produces, when the view is first laid out and whenever it changes.
    ///
    /// ```swift
    /// FlowLayout(tags).onPreferenceChange(HeightKey.self) { height = $0 }
    /// ```
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(MarkModifier { context in
            .readPreference(context.identity, .key(K.self, equal: ==, action: action))
        })
    }

    /// Draws a view made from the value of a preference key this view's
    /// subtree produces, over this view.
    ///
    /// ```swift
    /// tabs.overlayPreferenceValue(BoundsKey.self, alignment: .topLeading) { anchors in
    ///     GeometryReader { proxy in Capsule().frame(width: anchors.first.map { proxy[$0].width }) }
    /// }
    /// ```
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceContentModifier<K, V>(alignment: alignment, isBackground: false, transform: transform))
    }

    /// Draws a view made from the value of a preference key this view's
    /// subtree produces, behind this view.
    ///
    /// ```swift
    /// row.backgroundPreferenceValue(BoundsKey.self) { anchors in Highlight(anchors) }
    /// ```
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceContentModifier<K, V>(alignment: alignment, isBackground: true, transform: transform))
    }
}
