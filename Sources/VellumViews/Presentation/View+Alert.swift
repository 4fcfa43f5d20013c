nonisolated extension View {
    /// An alert or dialog modifier for views already built: presented when
    /// `presented`, drawing `title`, `message` and the buttons of `actions`.
    func dialogModifier(_ style: Presentation.Style, presented: Bool, title: Text?, message: (any View)?, actions: (any View)?) -> some View {
        let box = DialogContent(message: message, actions: actions ?? EmptyView())
        return modifier(PresentationModifier(isPresented: presented) { context in
            try PresentationLowering.dialog(style, title: title, message: box.message, actions: box.actions, context)
        })
    }

    /// Presents an alert when `isPresented` is true: a centred card with the
    /// title and the buttons of `actions` (an OK button when there are none).
    ///
    /// ```swift
    /// .alert("Delete this photo?", isPresented: $confirm) {
    ///     Button("Delete", role: .destructive) {}
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.alert, presented: shown, title: Text(titleKey), message: nil, actions: shown ? actions() : nil)
    }

    /// Presents an alert with a string title when `isPresented` is true.
    ///
    /// ```swift
    /// .alert(album.name, isPresented: $showAlbum) { Button("OK") {} }
    /// ```
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.alert, presented: shown, title: Text(verbatim: String(title)), message: nil, actions: shown ? actions() : nil)
    }

    /// Presents an alert with a text title when `isPresented` is true.
    ///
    /// ```swift
    /// .alert(Text("Saved"), isPresented: $saved) { Button("OK") {} }
    /// ```
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.alert, presented: shown, title: title, message: nil, actions: shown ? actions() : nil)
    }

    /// Presents an alert with a message when `isPresented` is true.
    ///
    /// ```swift
    /// .alert("Sign-in failed", isPresented: $failed) {
    ///     Button("OK") {}
    /// } message: {
    ///     Text("Check your password and try again.")
    /// }
    /// ```
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.alert, presented: shown, title: Text(titleKey), message: shown ? message() : nil, actions: shown ? actions() : nil)
    }

    /// Presents an alert with a string title and a message when `isPresented` is true.
    ///
    /// ```swift
    /// .alert(name, isPresented: $show) { Button("OK") {} } message: { Text("Done.") }
    /// ```
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.alert, presented: shown, title: Text(verbatim: String(title)), message: shown ? message() : nil, actions: shown ? actions() : nil)
    }

    /// Presents an alert with a text title and a message when `isPresented` is true.
    ///
    /// ```swift
    /// .alert(Text("Offline"), isPresented: $offline) { Button("OK") {} } message: { Text("Try later.") }
    /// ```
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.alert, presented: shown, title: title, message: shown ? message() : nil, actions: shown ? actions() : nil)
    }
}
