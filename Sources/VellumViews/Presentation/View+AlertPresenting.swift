import Foundation

nonisolated extension View {
    /// Presents an alert about `data` when `isPresented` is true and `data` is not nil.
    ///
    /// ```swift
    /// .alert("Delete file?", isPresented: $confirm, presenting: file) { file in
    ///     Button("Delete \(file.name)", role: .destructive) {}
    /// }
    /// ```
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.alert, presented: shown != nil, title: Text(titleKey), message: nil, actions: shown.map(actions))
    }

    /// Presents an alert about `data`, with a string title.
    ///
    /// ```swift
    /// .alert(file.name, isPresented: $confirm, presenting: file) { _ in Button("OK") {} }
    /// ```
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.alert, presented: shown != nil, title: Text(verbatim: String(title)), message: nil, actions: shown.map(actions))
    }

    /// Presents an alert about `data`, with a text title.
    ///
    /// ```swift
    /// .alert(Text("Remove?"), isPresented: $confirm, presenting: item) { _ in Button("Remove", role: .destructive) {} }
    /// ```
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.alert, presented: shown != nil, title: title, message: nil, actions: shown.map(actions))
    }

    /// Presents an alert about `data`, with a message.
    ///
    /// ```swift
    /// .alert("Import failed", isPresented: $failed, presenting: details) { _ in
    ///     Button("OK") {}
    /// } message: { details in
    ///     Text(details.reason)
    /// }
    /// ```
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.alert, presented: shown != nil, title: Text(titleKey), message: shown.map(message), actions: shown.map(actions))
    }

    /// Presents an alert about `data`, with a string title and a message.
    ///
    /// ```swift
    /// .alert(title, isPresented: $show, presenting: item) { _ in Button("OK") {} } message: { Text($0.note) }
    /// ```
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.alert, presented: shown != nil, title: Text(verbatim: String(title)), message: shown.map(message), actions: shown.map(actions))
    }

    /// Presents an alert about `data`, with a text title and a message.
    ///
    /// ```swift
    /// .alert(Text("Error"), isPresented: $show, presenting: error) { _ in Button("OK") {} } message: { Text($0.text) }
    /// ```
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.alert, presented: shown != nil, title: title, message: shown.map(message), actions: shown.map(actions))
    }

    /// Presents an alert for an error when `isPresented` is true and `error`
    /// is not nil: its title is the error's `errorDescription`.
    ///
    /// ```swift
    /// .alert(isPresented: $showError, error: loadError) {
    ///     Button("OK") {}
    /// }
    /// ```
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue ? error : nil
        return dialogModifier(.alert, presented: shown != nil, title: Text(verbatim: shown?.errorDescription ?? ""),
                              message: nil, actions: shown != nil ? actions() : nil)
    }

    /// Presents an alert for an error, with a message built from it.
    ///
    /// ```swift
    /// .alert(isPresented: $showError, error: loadError) { _ in
    ///     Button("OK") {}
    /// } message: { error in
    ///     Text(error.recoverySuggestion ?? "Try again later.")
    /// }
    /// ```
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View {
        let shown = isPresented.wrappedValue ? error : nil
        return dialogModifier(.alert, presented: shown != nil, title: Text(verbatim: shown?.errorDescription ?? ""),
                              message: shown.map(message), actions: shown.map(actions))
    }
}
