/// One step of the structural alignment of two trees, in document order.
enum DiffEvent: Sendable, Equatable {
    /// Matched nodes whose subtrees are equal and hold no ids or references.
    case identical(Int, Int)
    /// Matched nodes to compare (attributes or text); their children follow.
    case pair(Int, Int)
    /// The end of a matched pair's children.
    case close(Int, Int)
    /// A node (and subtree) only in `a`.
    case deleted(Int)
    /// A node (and subtree) only in `b`.
    case inserted(Int)
}
