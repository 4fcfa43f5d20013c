import Foundation
import VellumGeometry
import VellumLayout

/// Sizes a view relative to its nearest container: the enclosing scroll
/// view's visible size, or else the space offered to the view (which the
/// view then takes, its content sized and aligned within it).
struct ContainerRelativeLayout: Layout, Sendable {
    let axes: Axis.Set
    let alignment: Alignment
    /// The container's size, when a scroll view gave it.
    let container: CGSize?
    let length: @Sendable (CGFloat, Axis) -> CGFloat

    private func target(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var p = proposal
        if axes.contains(.horizontal), let w = container?.width ?? proposal.width, w.isFinite { p.width = Swift.max(0, length(w, .horizontal)) }
        if axes.contains(.vertical), let h = container?.height ?? proposal.height, h.isFinite { p.height = Swift.max(0, length(h, .vertical)) }
        return p
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let p = target(proposal)
        let child = subviews.first?.sizeThatFits(p) ?? .zero
        // Without a scroll view the container is the space offered: the view
        // takes it all and sizes its content within (so proposing the view
        // its own size again gives the same picture).
        func length(_ axis: Axis, _ target: CGFloat?, _ offered: CGFloat?, _ child: CGFloat) -> CGFloat {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return child }
            if container == nil, let offered, offered.isFinite { return offered }
            return target ?? child
        }
        return CGSize(width: length(.horizontal, p.width, proposal.width, child.width),
                      height: length(.vertical, p.height, proposal.height, child.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let p = container == nil ? target(ProposedViewSize(bounds.size)) : ProposedViewSize(bounds.size)
        let d = child.dimensions(in: p)
        let outer = ViewDimensions(size: bounds.size)
        child.place(at: CGPoint(x: bounds.minX + outer[alignment.horizontal] - d[alignment.horizontal],
                                y: bounds.minY + outer[alignment.vertical] - d[alignment.vertical]), anchor: .topLeading, proposal: p)
    }
}

/// Whether a scroll view's content sizes itself to the scroll view
/// (`containerRelativeFrame`): the scroll view then builds its content
/// again once it knows its size.
package enum ContainerSizeRequestKey: FirstValuePreferenceKey {
    package typealias Wrapped = Bool
}

/// Lowers its content in a `ContainerRelativeLayout`, asking the enclosing
/// scroll view for its size.
struct ContainerRelativeFrameModifier: PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: @Sendable (CGFloat, Axis) -> CGFloat
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let layout = ContainerRelativeLayout(axes: axes, alignment: alignment, container: context.environment.containerSize, length: length)
        let node = LayoutNode(.layout(LayoutBox(layout)), children: [try context.lowerOne(content)], name: "containerRelativeFrame")
        // Asks the scroll view it is in for its size (`ContainerSizeRequestKey`).
        return try MarkModifier { _ in .preference(.set(ContainerSizeRequestKey.self) { _ in true }) }.marking([node], context)
    }
}

extension EnvironmentKeys {
    struct ContainerSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }
}

extension EnvironmentValues {
    /// The size of the nearest scroll view, once known.
    package var containerSize: CGSize? {
        get { self[EnvironmentKeys.ContainerSizeKey.self] }
        set { self[EnvironmentKeys.ContainerSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sizes this view on `axes` to its container (the nearest scroll view,
    /// or the space offered): `count` columns with `spacing` between them,
    /// this view `span` of them wide.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack(spacing: 10) {
    ///         ForEach(cards) { CardView(card: $0).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) }
    ///     }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        let count = CGFloat(Swift.max(1, count)), span = CGFloat(Swift.max(1, span))
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
        })
    }

    /// Sizes this view on `axes` to its container's size.
    ///
    /// ```swift
    /// Image("Banner").resizable().containerRelativeFrame(.horizontal)
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes this view on `axes` to the length `length` computes from its container's.
    ///
    /// ```swift
    /// Color.teal.containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping @Sendable (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
