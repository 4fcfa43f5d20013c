extension XMLDifference {
    /// What kind of change an ``XMLDifference`` reports.
    ///
    /// ```swift
    /// let removals = result.differences.filter { $0.kind == .attributeRemoved }
    /// ```
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An attribute present in both documents has a different value.
        case attributeChanged
        /// An attribute exists only in `b`.
        case attributeAdded
        /// An attribute exists only in `a`.
        case attributeRemoved
        /// The text of a text node differs (or a text node exists on one side only).
        case textChanged
        /// An element (with its subtree) exists only in `b`.
        case elementInserted
        /// An element (with its subtree) exists only in `a`.
        case elementDeleted
    }
}
