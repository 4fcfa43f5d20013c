/// What the engine knows of a node from its kind and its children's traits,
/// computed once when the node joins the arena (see `LayoutEngine.add`).
struct NodeTraits: OptionSet {
    let rawValue: UInt8

    /// Its size depends on the axis of its enclosing stack (spacers,
    /// dividers, and modifiers that pass the axis down to one).
    static let axisDependent = NodeTraits(rawValue: 1 << 0)
    /// A Spacer, possibly under layout-neutral modifiers: sized after every
    /// other view of a stack (its layout priority is −∞, swiftui-facts §2.3).
    static let spacerLike = NodeTraits(rawValue: 1 << 1)
    /// It chooses the same size and guides whatever it is proposed: one
    /// cache entry serves every proposal.
    static let rigid = NodeTraits(rawValue: 1 << 2)
    /// Its dimensions can hold explicit alignment guides; without this trait
    /// they are its size alone.
    static let guideBearing = NodeTraits(rawValue: 1 << 3)
}
