/// A button that toggles the edit mode of the current edit scope: drawn
/// "Edit", as iOS draws it out of edit mode.
///
/// ```swift
/// NavigationStack {
///     List { … }.toolbar { EditButton() }
/// }
/// ```
nonisolated public struct EditButton: View {
    /// Creates an Edit button.
    public init() {}
    public var body: some View { Button("Edit") {} }
}
