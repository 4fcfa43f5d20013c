/// One character (extended grapheme cluster) of a paragraph and the run it is from.
struct ParagraphCharacter: Sendable {
    /// The character.
    var character: Character
    /// The index of its `StyledText` run.
    var runIndex: Int
}
