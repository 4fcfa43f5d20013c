nonisolated extension View {
    /// Adds the background extension effect to the view: copies of the view,
    /// blurred, fill the safe areas around it (under a navigation bar, a
    /// tab bar, a split view's sidebar), with the view itself drawn over them.
    ///
    /// Vellum draws one blurred copy of the view laid out again in its frame
    /// grown into the safe areas, instead of the device's mirrored copies.
    ///
    /// ```swift
    /// Image("Banner").resizable().scaledToFill().frame(height: 240).backgroundExtensionEffect()
    /// ```
    public func backgroundExtensionEffect() -> some View {
        BackgroundExtensionView(content: self, isEnabled: true)
    }

    /// Adds the background extension effect to the view when `isEnabled`
    /// (see `backgroundExtensionEffect()`); otherwise the view draws as it is.
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
        BackgroundExtensionView(content: self, isEnabled: isEnabled)
    }
}
