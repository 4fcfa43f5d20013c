nonisolated extension View {
    /// Puts items in the navigation bar, the bottom toolbar or the bar
    /// above the keyboard of the enclosing `NavigationStack`.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(notes) { NoteRow(note: $0) }
    ///         .navigationTitle("Notes")
    ///         .toolbar {
    ///             ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
    ///             ToolbarItem(placement: .topBarTrailing) {
    ///                 Button("New Note", systemImage: "square.and.pencil") {}
    ///             }
    ///             ToolbarItem(placement: .status) { Text("12 Notes").font(.caption) }
    ///         }
    /// }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(content: content()))
    }

    /// Puts views in the navigation bar, each as an item of its own on the
    /// trailing side (where iOS puts `.automatic` items).
    ///
    /// ```swift
    /// .toolbar {
    ///     Button("Add", systemImage: "plus") {}
    /// }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(content: ViewToolbarContent(views: ViewList.views(of: content()))))
    }

    /// Puts items in the bars of the enclosing `NavigationStack`; the
    /// identifier (for user customization) is not drawn.
    public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(content: content()))
    }

    /// Shows or hides bars: `.hidden` removes the navigation bar (title and
    /// items) or the bottom toolbar.
    ///
    /// ```swift
    /// PhotoView().toolbar(.hidden, for: .navigationBar)
    /// ```
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, ToolbarPlacement.kinds(bars))
    }

    /// Shows or hides bars (iOS 18's name for `toolbar(_:for:)`).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, ToolbarPlacement.kinds(bars))
    }

    /// Draws the background of bars with `style`.
    ///
    /// Without it the navigation bar is drawn as iOS draws it over content
    /// scrolled to the top, without a background; the bottom toolbar has
    /// its translucent grey.
    ///
    /// ```swift
    /// .toolbarBackground(Color.indigo, for: .navigationBar)
    /// ```
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let kinds = ToolbarPlacement.kinds(bars), style = AnyShapeStyle(style)
        return modifier(NavigationBarSettingModifier { report in
            for k in kinds where report.backgrounds[k] == nil { report.backgrounds[k] = style }
        })
    }

    /// Shows or hides the background of bars: `.visible` draws the navigation
    /// bar's translucent grey and hairline, `.hidden` draws no background.
    ///
    /// ```swift
    /// .toolbarBackground(.visible, for: .navigationBar)
    /// ```
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        backgroundVisibility(visibility, ToolbarPlacement.kinds(bars))
    }

    /// Shows or hides the background of bars (iOS 18's name for `toolbarBackground(_:for:)` with a visibility).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        backgroundVisibility(visibility, ToolbarPlacement.kinds(bars))
    }

    /// Gives the navigation title a menu: drawn closed, as a chevron after the title.
    ///
    /// ```swift
    /// .navigationTitle("Inbox")
    /// .toolbarTitleMenu { Button("Archive") {}; Button("Sent") {} }
    /// ```
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(NavigationBarSettingModifier { $0.hasTitleMenu = true })
    }

    /// The toolbar's role. Accepted; every role is drawn as `.navigationStack` draws it.
    public func toolbarRole(_ role: ToolbarRole) -> Self { self }

    /// How the navigation title is shown: `.inline` in the bar row, `.large` below it.
    ///
    /// ```swift
    /// DetailView().navigationTitle("Details").toolbarTitleDisplayMode(.inline)
    /// ```
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    private func barVisibility(_ visibility: Visibility, _ kinds: [ToolbarPlacement.Kind]) -> some View {
        modifier(NavigationBarSettingModifier { report in
            for k in kinds where report.visibility[k] == nil { report.visibility[k] = visibility }
        })
        .modifier(FirstValueModifier<TabBarVisibilityKey> { _ in kinds.contains(.tabBar) ? visibility : nil })
    }

    private func backgroundVisibility(_ visibility: Visibility, _ kinds: [ToolbarPlacement.Kind]) -> some View {
        modifier(NavigationBarSettingModifier { report in
            for k in kinds where report.backgroundVisibility[k] == nil { report.backgroundVisibility[k] = visibility }
        })
    }
}
