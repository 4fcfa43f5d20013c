nonisolated extension View {
    /// Sets the style of the navigation views within this view. Every style
    /// draws a navigation view as a stack, as an iPhone in portrait shows it.
    ///
    /// ```swift
    /// NavigationView { SettingsList() }.navigationViewStyle(StackNavigationViewStyle())
    /// ```
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
