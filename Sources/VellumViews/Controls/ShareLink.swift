/// A view that controls a sharing presentation; drawn as iOS draws it, a
/// button (in the environment's button style) with a "Share" label and the
/// `square.and.arrow.up` symbol, or with your label.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com")!)
/// ShareLink("Send", item: "Hello", subject: Text("Greeting"))
/// ShareLink(item: photoURL) { Image(systemName: "square.and.arrow.up") }
/// ```
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: View {
    let label: Label
    public var body: some View { Button(action: {}) { label } }
}

/// The default label of a `ShareLink`: a "Share" title and the share symbol.
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text
    /// The label view.
    public var body: some View { Label { title } icon: { Image(systemName: "square.and.arrow.up") } }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link that shares one item, labelled "Share".
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        label = DefaultShareLinkLabel(title: Text("Share"))
    }
    /// A link that shares one item, with a title.
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }
    /// A link that shares one item, with a title.
    @_disfavoredOverload
    public init<S: StringProtocol, I>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        label = DefaultShareLinkLabel(title: Text(title))
    }
    /// A link that shares several items, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text("Share"))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A link that shares one item, with a label view.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.label = label()
    }
    /// A link that shares several items, with a label view.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}
