import Foundation

/// The children of a built-in stack as its algorithm reads them, by index:
/// sizes, guides, spacing preferences and priorities, and a way to place
/// each. `LayoutSubviews` is one (the public `Layout` path); the engine
/// passes its own table view for the stacks it lays out itself, which
/// allocates nothing per child.
package protocol StackChildren {
    /// How many children there are.
    var count: Int { get }
    /// Child `i`'s size for a proposal.
    func sizeThatFits(_ i: Int, _ proposal: ProposedViewSize) -> CGSize
    /// Child `i`'s size and alignment guides for a proposal.
    func dimensions(_ i: Int, in proposal: ProposedViewSize) -> ViewDimensions
    /// Child `i`'s preferred spacing.
    func spacing(_ i: Int) -> ViewSpacing
    /// Child `i`'s layout priority.
    func priority(_ i: Int) -> Double
    /// Whether child `i` is a Spacer (sized after every other child).
    func isSpacer(_ i: Int) -> Bool
    /// Whether child `i` answers the same size for every proposal.
    func isRigid(_ i: Int) -> Bool
    /// Places child `i` with its top-leading corner at `point`.
    func place(_ i: Int, at point: CGPoint, proposal: ProposedViewSize)
}

extension LayoutSubviews: StackChildren {
    package func sizeThatFits(_ i: Int, _ proposal: ProposedViewSize) -> CGSize { self[i].sizeThatFits(proposal) }
    package func dimensions(_ i: Int, in proposal: ProposedViewSize) -> ViewDimensions { self[i].dimensions(in: proposal) }
    package func spacing(_ i: Int) -> ViewSpacing { self[i].spacing }
    package func priority(_ i: Int) -> Double { self[i].priority }
    package func isSpacer(_ i: Int) -> Bool { self[i].isSpacer }
    package func isRigid(_ i: Int) -> Bool { self[i].isRigid }
    package func place(_ i: Int, at point: CGPoint, proposal: ProposedViewSize) {
        self[i].place(at: point, anchor: .topLeading, proposal: proposal)
    }
}
