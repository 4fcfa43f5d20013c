nonisolated extension View {
    /// Presents an `ActionSheet` when `isPresented` is true (iOS 13's form of
    /// `confirmationDialog`): drawn as a confirmation dialog whose title shows.
    ///
    /// ```swift
    /// .actionSheet(isPresented: $showOptions) {
    ///     ActionSheet(title: Text("Edit photo"), buttons: [.default(Text("Choose…")), .cancel()])
    /// }
    /// ```
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return dialogModifier(.confirmationDialog, presented: sheet != nil, title: sheet?.title, message: sheet?.message,
                              actions: sheet.map { AlertButtons(buttons: $0.buttons) })
    }

    /// Presents an `ActionSheet` for `item` when it is not nil (iOS 13's form).
    ///
    /// ```swift
    /// .actionSheet(item: $selectedPhoto) { photo in ActionSheet(title: Text(photo.name)) }
    /// ```
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return dialogModifier(.confirmationDialog, presented: sheet != nil, title: sheet?.title, message: sheet?.message,
                              actions: sheet.map { AlertButtons(buttons: $0.buttons) })
    }
}
