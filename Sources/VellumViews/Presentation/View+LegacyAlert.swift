nonisolated extension View {
    /// Presents an `Alert` when `isPresented` is true (iOS 13's form).
    ///
    /// ```swift
    /// .alert(isPresented: $showAlert) {
    ///     Alert(title: Text("Saved"), dismissButton: .default(Text("OK")))
    /// }
    /// ```
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return dialogModifier(.alert, presented: alert != nil, title: alert?.title, message: alert?.message,
                              actions: alert.map { AlertButtons(buttons: $0.buttons) })
    }

    /// Presents an `Alert` for `item` when it is not nil (iOS 13's form).
    ///
    /// ```swift
    /// .alert(item: $failure) { failure in Alert(title: Text(failure.title)) }
    /// ```
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return dialogModifier(.alert, presented: alert != nil, title: alert?.title, message: alert?.message,
                              actions: alert.map { AlertButtons(buttons: $0.buttons) })
    }
}
