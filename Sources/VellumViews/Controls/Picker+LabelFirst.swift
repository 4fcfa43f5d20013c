extension Picker {
    /// A picker whose label view comes before its options: SwiftUI's first
    /// spelling (deprecated since iOS 14 in favour of `init(selection:content:label:)`).
    ///
    /// ```swift
    /// Picker(selection: $flavour, label: Text("Flavour")) {
    ///     Text("Vanilla").tag(Flavour.vanilla)
    ///     Text("Chocolate").tag(Flavour.chocolate)
    /// }
    /// ```
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}
