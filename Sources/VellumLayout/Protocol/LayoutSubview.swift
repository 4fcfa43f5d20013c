import Foundation
import VellumGeometry

/// A proxy for one subview of a layout: ask its size, then place it.
public struct LayoutSubview: Equatable {
    package let engine: LayoutEngine
    package let id: Int
    /// The stack axis of the container that owns this subview, if it is a stack.
    package let containerAxis: Axis?

    package init(engine: LayoutEngine, id: Int, containerAxis: Axis?) {
        self.engine = engine; self.id = id; self.containerAxis = containerAxis
    }

    /// The subview's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.size(of: id, proposal: proposal, containerAxis: containerAxis)
    }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(of: id, proposal: proposal, containerAxis: containerAxis)
    }

    /// The subview's layout priority (`layoutPriority(_:)`).
    public var priority: Double { engine.priority(of: id) }

    /// The subview's preferred spacing.
    public var spacing: ViewSpacing { engine.spacing(of: id) }

    /// Places the subview: its `anchor` point goes to `position`, at the size
    /// it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.recordPlacement(id, at: position, anchor: anchor, proposal: proposal)
    }

    /// Whether the subview is a Spacer (sized after every other view in a stack).
    package var isSpacer: Bool { engine.isSpacer(id) }

    /// Whether the subview's size is the same for every proposal.
    package var isRigid: Bool { engine.isRigid(id) }

    public static func == (l: LayoutSubview, r: LayoutSubview) -> Bool { l.id == r.id && l.engine === r.engine }
}

/// The subviews of a layout container, in source order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    package let items: [LayoutSubview]
    package init(_ items: [LayoutSubview]) { self.items = items }

    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }
    public subscript(i: Int) -> LayoutSubview { items[i] }
    /// The subviews in a range.
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(Array(items[bounds])) }
}
