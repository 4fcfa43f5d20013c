nonisolated extension View {
    /// Presents a sheet when `isPresented` is true: on an iPhone a page
    /// sheet over the pushed-back screen (at its smallest detent, `.large` by
    /// default), on an iPad a centred form sheet.
    ///
    /// ```swift
    /// Button("Settings") { showSettings = true }
    ///     .sheet(isPresented: $showSettings) {
    ///         SettingsView().presentationDetents([.medium, .large])
    ///     }
    /// ```
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(isPresented: isPresented.wrappedValue) { context in
            try PresentationLowering.sheet(.sheet, content(), context)
        })
    }

    /// Presents a sheet for `item` when it is not nil.
    ///
    /// ```swift
    /// List(books) { book in Button(book.title) { selected = book } }
    ///     .sheet(item: $selected) { book in BookDetail(book: book) }
    /// ```
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return modifier(PresentationModifier(isPresented: value != nil) { context in
            try PresentationLowering.sheet(.sheet, content(value!), context)
        })
    }
}
