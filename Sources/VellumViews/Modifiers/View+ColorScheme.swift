import VellumCore

nonisolated extension View {
    /// Sets the colour scheme of this view and its children: SwiftUI's first
    /// spelling (deprecated since iOS 17.0 in favour of `preferredColorScheme(_:)`
    /// or `environment(\.colorScheme, _:)`), which it sets like the latter.
    ///
    /// ```swift
    /// Card().colorScheme(.dark)
    /// ```
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
}
