import VellumLayout

nonisolated extension View {
    /// Sets the subtitle shown under the navigation title (iOS 26): under a
    /// large title in the secondary colour, and under an inline title in
    /// the bar, smaller.
    ///
    /// ```swift
    /// List(devices) { DeviceRow($0) }
    ///     .navigationTitle("Devices")
    ///     .navigationSubtitle("3 online")
    /// ```
    public func navigationSubtitle(_ subtitle: Text) -> some View { modifier(NavigationSubtitleModifier(text: subtitle)) }
    /// Sets the subtitle shown under the navigation title, a localized key.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { modifier(NavigationSubtitleModifier(text: Text(subtitleKey))) }
    /// Sets the subtitle shown under the navigation title, a string shown as written.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        modifier(NavigationSubtitleModifier(text: Text(verbatim: String(subtitle))))
    }
}

/// Gives a subtitle to the enclosing navigation screen (`NavigationBarKey`),
/// translated for the environment's locale; the outermost one wins.
struct NavigationSubtitleModifier: PrimitiveModifier {
    let text: Text
    func lower(content view: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let nodes = try context.lower(view)
        guard context.environment.isNavigationContent else { return nodes }
        var mine = NavigationBarPreference()
        mine.subtitle = text.plainText(in: context.environment)
        return try mine.mark.markingFirst(nodes, context)
    }
}
