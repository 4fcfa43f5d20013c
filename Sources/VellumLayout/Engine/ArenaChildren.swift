import Foundation
import VellumGeometry

/// The children of one container in the engine's tables, read by index: the
/// `StackChildren` the engine hands to the built-in stacks it lays out
/// itself. It lives only for the duration of one engine call and never
/// reaches user code, so it holds the engine without retaining it.
struct ArenaChildren: StackChildren {
    private unowned(unsafe) let engine: LayoutEngine
    /// Where the container's child ids sit in the engine's child list.
    private let range: Range<Int>
    /// The stack axis the children are sized along, if any.
    private let axis: Axis?

    init(engine: LayoutEngine, container id: Int, axis: Axis?) {
        self.engine = engine; self.range = engine.nodes[id].children; self.axis = axis
    }

    /// The id of child `i`.
    func id(_ i: Int) -> Int { engine.childList[range.lowerBound + i] }

    var count: Int { range.count }
    func sizeThatFits(_ i: Int, _ proposal: ProposedViewSize) -> CGSize {
        engine.size(of: id(i), proposal: proposal, containerAxis: axis)
    }
    func dimensions(_ i: Int, in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(of: id(i), proposal: proposal, containerAxis: axis)
    }
    func spacing(_ i: Int) -> ViewSpacing { engine.spacing(of: id(i)) }
    func priority(_ i: Int) -> Double { engine.priority(of: id(i)) }
    func isSpacer(_ i: Int) -> Bool { engine.isSpacer(id(i)) }
    func isRigid(_ i: Int) -> Bool { engine.isRigid(id(i)) }
    func place(_ i: Int, at point: CGPoint, proposal: ProposedViewSize) {
        engine.recordPlacement(id(i), at: point, anchor: .topLeading, proposal: proposal)
    }
}
