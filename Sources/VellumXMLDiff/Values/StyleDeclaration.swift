/// One `property: value` declaration of a `style` attribute.
struct StyleDeclaration: Sendable, Equatable {
    /// The lower-cased property name.
    var property: String
    /// The value, canonicalised as the attribute of the same name would be.
    var value: CanonicalValue
    /// The value as written, whitespace trimmed.
    var raw: String
}
