extension XMLEscaper {
    /// What an escaper does with one scalar.
    package enum Replacement: Sendable, Hashable {
        /// The scalar is written as it is.
        case keep
        /// The scalar is left out (XML cannot hold it).
        case drop
        /// The scalar is written as this reference, e.g. `&amp;`.
        case reference(String)
    }
}
