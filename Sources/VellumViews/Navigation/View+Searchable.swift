nonisolated extension View {
    /// Marks this view as searchable: the enclosing navigation stack draws a
    /// search field under its title, with the prompt ("Search" by default).
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(parks) { Text($0.name) }
    ///         .navigationTitle("Parks")
    ///         .searchable(text: $query, prompt: "Parks and trails")
    /// }
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        search(text, placement, prompt, presented: false)
    }
    /// Marks this view as searchable, with a prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        search(text, placement, Text(prompt), presented: false)
    }
    /// Marks this view as searchable, with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        search(text, placement, Text(prompt), presented: false)
    }
    /// Marks this view as searchable; while `isPresented` is true the field
    /// is drawn active, with a Cancel button.
    ///
    /// ```swift
    /// List { … }.searchable(text: $query, isPresented: $searching)
    /// ```
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        search(text, placement, prompt, presented: isPresented.wrappedValue)
    }
    /// Marks this view as searchable, with a presentation binding and a prompt.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        search(text, placement, Text(prompt), presented: isPresented.wrappedValue)
    }
    /// Marks this view as searchable, with a presentation binding and a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        search(text, placement, Text(prompt), presented: isPresented.wrappedValue)
    }

    /// Suggestions shown while searching: not drawn, as iOS shows them only
    /// while the field is being edited.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> Self { self }

    /// Scopes shown under the field while searching: not drawn, as iOS shows
    /// them only during a search.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> Self { self }
    /// Scopes shown under the field while searching (not drawn at rest).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> Self { self }

    private func search(_ text: Binding<String>, _ placement: SearchFieldPlacement, _ prompt: Text?, presented: Bool) -> some View {
        let request = SearchFieldRequest(prompt: prompt ?? Text("Search"), text: text.wrappedValue, placement: placement, active: presented)
        return modifier(NavigationBarSettingModifier { if $0.search == nil { $0.search = request } })
    }
}
