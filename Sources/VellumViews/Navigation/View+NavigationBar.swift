nonisolated extension View {
    /// How the enclosing `NavigationStack` shows the title: `.inline`
    /// centred in the bar row, `.large` (and `.automatic`, at the root)
    /// as a large title below it.
    ///
    /// ```swift
    /// List { … }
    ///     .navigationTitle("Details")
    ///     .navigationBarTitleDisplayMode(.inline)
    /// ```
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarSettingModifier { if $0.displayMode == nil { $0.displayMode = mode } })
    }

    /// Sets the navigation title (iOS 13's spelling of `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// Sets the navigation title (iOS 13's spelling of `navigationTitle`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
    /// Sets the navigation title (iOS 13's spelling of `navigationTitle`).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// Sets the navigation title and how it is shown.
    ///
    /// ```swift
    /// DetailView().navigationBarTitle("Details", displayMode: .inline)
    /// ```
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// Sets the navigation title and how it is shown.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }
    /// Sets the navigation title and how it is shown.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Puts views on the leading and trailing sides of the navigation bar
    /// (iOS 13's way to write `toolbar`).
    ///
    /// ```swift
    /// .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
    /// ```
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(ToolbarModifier(content: TupleToolbarContent(value: (), parts: [
            ToolbarItem(placement: .topBarLeading) { leading }, ToolbarItem(placement: .topBarTrailing) { trailing },
        ])))
    }
    /// Puts a view on the leading side of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(ToolbarModifier(content: ToolbarItem(placement: .topBarLeading) { leading }))
    }
    /// Puts a view on the trailing side of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(ToolbarModifier(content: ToolbarItem(placement: .topBarTrailing) { trailing }))
    }

    /// Hides the navigation bar, its title and items included.
    ///
    /// ```swift
    /// PhotoView().navigationBarHidden(true)
    /// ```
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationBarSettingModifier { if $0.navigationBarHidden == nil { $0.navigationBarHidden = hidden } })
    }

    /// Hides the back button of a pushed view.
    ///
    /// ```swift
    /// EditorView().navigationBarBackButtonHidden()
    /// ```
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationBarSettingModifier { if $0.backButtonHidden == nil { $0.backButtonHidden = hidesBackButton } })
    }
}
