nonisolated extension View {
    /// Presents a confirmation dialog when `isPresented` is true: on an
    /// iPhone an action sheet at the bottom of the screen, its actions in one
    /// group and Cancel (the system's when none is given) apart; in the
    /// `.iOS26` look a glass card by this view, without Cancel. The title is
    /// drawn when `titleVisibility` is `.visible`.
    ///
    /// ```swift
    /// .confirmationDialog("Delete this draft?", isPresented: $confirm, titleVisibility: .visible) {
    ///     Button("Delete", role: .destructive) {}
    /// }
    /// ```
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.confirmationDialog, presented: shown, title: titleVisibility == .visible ? Text(titleKey) : nil,
                              message: nil, actions: shown ? actions() : nil)
    }

    /// Presents a confirmation dialog with a message when `isPresented` is true.
    ///
    /// ```swift
    /// .confirmationDialog("Delete this draft?", isPresented: $confirm) {
    ///     Button("Delete", role: .destructive) {}
    /// } message: {
    ///     Text("You can't undo this action.")
    /// }
    /// ```
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.confirmationDialog, presented: shown, title: titleVisibility == .visible ? Text(titleKey) : nil,
                              message: shown ? message() : nil, actions: shown ? actions() : nil)
    }

    /// Presents a confirmation dialog about `data` when `isPresented` is true and `data` is not nil.
    ///
    /// ```swift
    /// .confirmationDialog("Delete this draft?", isPresented: $confirm, presenting: draft) { draft in
    ///     Button("Delete \(draft.name)", role: .destructive) {}
    /// }
    /// ```
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.confirmationDialog, presented: shown != nil, title: titleVisibility == .visible ? Text(titleKey) : nil,
                              message: nil, actions: shown.map(actions))
    }

    /// Presents a confirmation dialog about `data`, with a message.
    ///
    /// ```swift
    /// .confirmationDialog("Delete this draft?", isPresented: $confirm, presenting: draft) { _ in
    ///     Button("Delete", role: .destructive) {}
    /// } message: { draft in
    ///     Text(draft.name)
    /// }
    /// ```
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.confirmationDialog, presented: shown != nil, title: titleVisibility == .visible ? Text(titleKey) : nil,
                              message: shown.map(message), actions: shown.map(actions))
    }

    /// Presents a confirmation dialog when `isPresented` is true: on an
    /// iPhone an action sheet at the bottom of the screen, its actions in one
    /// group and Cancel (the system's when none is given) apart; in the
    /// `.iOS26` look a glass card by this view, without Cancel. The title is
    /// drawn when `titleVisibility` is `.visible`.
    ///
    /// ```swift
    /// .confirmationDialog(draft.name, isPresented: $confirm, titleVisibility: .visible) {
    ///     Button("Delete", role: .destructive) {}
    /// }
    /// ```
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.confirmationDialog, presented: shown, title: titleVisibility == .visible ? Text(verbatim: String(title)) : nil,
                              message: nil, actions: shown ? actions() : nil)
    }

    /// Presents a confirmation dialog with a message when `isPresented` is true.
    ///
    /// ```swift
    /// .confirmationDialog(draft.name, isPresented: $confirm) {
    ///     Button("Delete", role: .destructive) {}
    /// } message: {
    ///     Text("You can't undo this action.")
    /// }
    /// ```
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.confirmationDialog, presented: shown, title: titleVisibility == .visible ? Text(verbatim: String(title)) : nil,
                              message: shown ? message() : nil, actions: shown ? actions() : nil)
    }

    /// Presents a confirmation dialog about `data` when `isPresented` is true and `data` is not nil.
    ///
    /// ```swift
    /// .confirmationDialog(draft.name, isPresented: $confirm, presenting: draft) { draft in
    ///     Button("Delete \(draft.name)", role: .destructive) {}
    /// }
    /// ```
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.confirmationDialog, presented: shown != nil, title: titleVisibility == .visible ? Text(verbatim: String(title)) : nil,
                              message: nil, actions: shown.map(actions))
    }

    /// Presents a confirmation dialog about `data`, with a message.
    ///
    /// ```swift
    /// .confirmationDialog(draft.name, isPresented: $confirm, presenting: draft) { _ in
    ///     Button("Delete", role: .destructive) {}
    /// } message: { draft in
    ///     Text(draft.name)
    /// }
    /// ```
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.confirmationDialog, presented: shown != nil, title: titleVisibility == .visible ? Text(verbatim: String(title)) : nil,
                              message: shown.map(message), actions: shown.map(actions))
    }

    /// Presents a confirmation dialog when `isPresented` is true: on an
    /// iPhone an action sheet at the bottom of the screen, its actions in one
    /// group and Cancel (the system's when none is given) apart; in the
    /// `.iOS26` look a glass card by this view, without Cancel. The title is
    /// drawn when `titleVisibility` is `.visible`.
    ///
    /// ```swift
    /// .confirmationDialog(Text("Share"), isPresented: $confirm, titleVisibility: .visible) {
    ///     Button("Delete", role: .destructive) {}
    /// }
    /// ```
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        @ViewBuilder actions: () -> A) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.confirmationDialog, presented: shown, title: titleVisibility == .visible ? title : nil,
                              message: nil, actions: shown ? actions() : nil)
    }

    /// Presents a confirmation dialog with a message when `isPresented` is true.
    ///
    /// ```swift
    /// .confirmationDialog(Text("Share"), isPresented: $confirm) {
    ///     Button("Delete", role: .destructive) {}
    /// } message: {
    ///     Text("You can't undo this action.")
    /// }
    /// ```
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let shown = isPresented.wrappedValue
        return dialogModifier(.confirmationDialog, presented: shown, title: titleVisibility == .visible ? title : nil,
                              message: shown ? message() : nil, actions: shown ? actions() : nil)
    }

    /// Presents a confirmation dialog about `data` when `isPresented` is true and `data` is not nil.
    ///
    /// ```swift
    /// .confirmationDialog(Text("Share"), isPresented: $confirm, presenting: draft) { draft in
    ///     Button("Delete \(draft.name)", role: .destructive) {}
    /// }
    /// ```
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.confirmationDialog, presented: shown != nil, title: titleVisibility == .visible ? title : nil,
                              message: nil, actions: shown.map(actions))
    }

    /// Presents a confirmation dialog about `data`, with a message.
    ///
    /// ```swift
    /// .confirmationDialog(Text("Share"), isPresented: $confirm, presenting: draft) { _ in
    ///     Button("Delete", role: .destructive) {}
    /// } message: { draft in
    ///     Text(draft.name)
    /// }
    /// ```
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return dialogModifier(.confirmationDialog, presented: shown != nil, title: titleVisibility == .visible ? title : nil,
                              message: shown.map(message), actions: shown.map(actions))
    }

}
