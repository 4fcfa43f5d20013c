import VellumLayout

/// A container that presents rows of data arranged in a single column, drawn
/// as iOS draws an inset-grouped list: rounded cards of rows on the grouped
/// background, separators between rows.
///
/// ```swift
/// List {
///     Section("Account") {
///         Label("Profile", systemImage: "person.circle")
///         Toggle("Notifications", isOn: $notify)
///     }
/// }
/// ```
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public var body: some View { ListBody(content: content) }
}

extension List where SelectionValue == Never {
    /// Creates a list of rows.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List {
    /// Creates a list of rows (selection is not drawn).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension List where SelectionValue == Never {
    /// Creates a list with a row for each element of identified data.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    /// Creates a list with a row for each element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

extension List {
    /// Creates a list of rows for identified data, with a selection (drawn unselected).
    ///
    /// ```swift
    /// List(folders, selection: $selectedFolder) { Text($0.name) }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    /// Creates a list of rows for data identified by a key path, with a selection (drawn unselected).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             selection: Binding<SelectionValue?>?,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
    /// Creates a list of rows with a multiple selection (drawn unselected).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Creates a list of rows for identified data, with a multiple selection (drawn unselected).
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

/// A container for grouping controls used for data entry: a grouped list.
///
/// ```swift
/// Form {
///     Section("Profile") { TextField("Name", text: $name) }
/// }
/// ```
nonisolated public struct Form<Content: View>: View {
    let content: Content
    /// Creates a form.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { ListBody(content: content) }
}

/// A section of a list or form, with an optional header and footer.
///
/// ```swift
/// Section(header: Text("General")) { Text("About") }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    let header: Parent?
    let content: Content
    let footer: Footer?

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var rowContext = context.with { $0.isListRowContent = true }
        // In a list (which scrolls), a ForEach of rows is made on demand.
        rowContext.lowersLazily = context.environment.enclosingScrollAxes.contains(.vertical)
        return try ListSectionBuilder(environment: context.environment)
            .section(header: header.map { AnyView($0) }, rows: try rowContext.lower(content), footer: footer.map { AnyView($0) }, context)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = Text(titleKey); self.content = content(); footer = nil
    }
    /// A section with a text header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(title); self.content = content(); footer = nil
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) { header = nil; self.content = content(); footer = nil }
}

extension Section {
    /// A section with header and footer views.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); self.footer = footer
    }
    /// A section with header and footer builders.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer()
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header view.
    public init(header: Parent, @ViewBuilder content: () -> Content) { self.header = header; self.content = content(); footer = nil }
    /// A section with a header builder.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header(); self.content = content(); footer = nil
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer view.
    public init(footer: Footer, @ViewBuilder content: () -> Content) { header = nil; self.content = content(); self.footer = footer }
    /// A section with a footer builder.
    ///
    /// ```swift
    /// Section {
    ///     Toggle("Lock", isOn: $locked)
    /// } footer: {
    ///     Text("Ask for Face ID to open it.")
    /// }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil; self.content = content(); self.footer = footer()
    }
}
