/// What a node is to the code that reads the lowered tree after it is made:
/// the painter, and containers that look into their lowered content. A
/// node's `name` is for dumps and messages only; code that must recognise a
/// node asks its role.
///
/// ```swift
/// var clip = LayoutNode(.mask(.center), children: [content, region], name: "ScrollClip")
/// clip.role = .scrollClip
/// ```
package enum NodeRole: Sendable, Equatable {
    /// An ordinary view: nothing reads it by role.
    case view
    /// A scroll view's or list's clip (`ScrollClip`): the painter clips the
    /// content to the second child's frame instead of masking with it.
    case scrollClip
    /// A `GridRow`: its grid lays its children out as one row of cells.
    case gridRow
    /// A list section's card; `headed` when it starts with a header.
    case listSection(headed: Bool)
    /// The node that carries a list row's traits as its mark, around the row.
    case listRowTraits

    /// Whether this is a list section's card, headed or not.
    package var isListSection: Bool {
        if case .listSection = self { return true }
        return false
    }
}
