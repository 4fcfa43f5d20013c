/// What `searchable` asks of the enclosing navigation bar: a search field
/// with a prompt, where `placement` says.
package struct SearchFieldRequest: Sendable {
    /// The prompt drawn in the empty field (translated for the locale when drawn).
    package var prompt: Text
    /// The text already typed (drawn in place of the prompt).
    package var text: String
    /// Where the field goes.
    package var placement: SearchFieldPlacement
    /// Whether the search is presented (`isPresented`): the field is active, with a Cancel button.
    package var active: Bool
}
