nonisolated extension View {
    /// Sets the style for forms in this view hierarchy. Forms are drawn with
    /// grouped rows whatever the style, as iOS draws `automatic` and `grouped`.
    ///
    /// ```swift
    /// Form {
    ///     Section("Profile") { TextField("Name", text: $name) }
    /// }
    /// .formStyle(.grouped)
    /// ```
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
