extension XMLTree {
    /// A child of an element: another element, or a run of text.
    package enum Node: Sendable, Hashable {
        /// An element, by its index in ``XMLTree/elements``.
        case element(Int)
        /// Character data with references expanded; CDATA sections read as text,
        /// and text on both sides of a comment or processing instruction is one run.
        case text(String)
    }
}
