import Foundation
import VellumGeometry
import VellumLayout

/// A scrollable view. In a static picture it shows its content from the top
/// (leading) edge, proposed its ideal length along the scroll axes and clipped
/// to the space the scroll view takes, which is all that is offered, grown
/// into the safe areas it reaches: as on iOS, content scrolls on under the
/// home indicator and the bars, while at rest it starts inside them.
///
/// ```swift
/// ScrollView {
///     VStack(spacing: 12) { ForEach(0..<20) { Text("Row \($0)") } }
/// }
/// ```
public struct ScrollView<Content: View>: PrimitiveView {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether indicators show (they are not drawn).
    public var showsIndicators: Bool
    let content: Content

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    /// The scroll view at rest: content from the top (leading) edge, moved
    /// by `offset` (a scroll asked while the picture settled), clipped to its
    /// frame grown into the safe areas it reaches (`ScrollClip`). With
    /// `identity`, the content and the frame are marked for the view graph,
    /// which works out the offset (see `MarkWalk`).
    func resting(clipped: Bool, margins: EdgeInsets = EdgeInsets(), offset: CGSize = .zero, identity: ViewIdentity? = nil,
                 defaultAnchor: UnitPoint? = nil, observers: [ScrollGeometryObserver] = []) -> any View {
        // Content margins (`contentMargins(_:_:for:)`) pad the content inside
        // the scrolled area; without them the content is lowered as it is.
        // Several views are stacked along the scroll axis first.
        let stacked = ScrollContentStack(content: content, axes: axes)
        return margins == EdgeInsets()
            ? resting(stacked, clipped: clipped, offset: offset, identity: identity, defaultAnchor: defaultAnchor, observers: observers)
            : resting(stacked.padding(margins), clipped: clipped, offset: offset, identity: identity, defaultAnchor: defaultAnchor,
                      observers: observers)
    }

    private func resting(_ content: some View, clipped: Bool, offset: CGSize, identity: ViewIdentity?, defaultAnchor: UnitPoint?,
                         observers: [ScrollGeometryObserver]) -> any View {
        let vertical = axes.contains(.vertical), horizontal = axes.contains(.horizontal)
        let sized = content.fixedSize(horizontal: horizontal, vertical: vertical)
        let alignment: Alignment = horizontal && !vertical ? .leading : .top
        guard let identity else {
            let framed = sized.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: alignment)
            return clipped ? AnyView(ScrollClipped(content: framed)) : AnyView(framed)
        }
        let axes = self.axes
        let framed = sized
            .modifier(MarkModifier { _ in .scrollContent(identity) })
            .offset(x: -offset.width, y: -offset.height)
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: alignment)
            .modifier(MarkModifier { _ in .scrollViewport(identity, axes: axes, defaultAnchor: defaultAnchor, observers: observers) })
        return clipped ? AnyView(ScrollClipped(content: framed)) : AnyView(framed)
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        // Content sized relative to the scroll view (`containerRelativeFrame`)
        // is lowered again once the scroll view's size is known.
        if let request = context.environment.scrollPositionRequest { context.graph.requestScroll(request) }
        let defaultAnchor = context.environment.defaultScrollAnchor
        // Observers of its geometry (`onScrollGeometryChange`) are this scroll view's, not those inside it.
        let observers = context.environment.scrollGeometryObservers
        // Only a picture that scrolls somewhere, or watches its scrolling, marks its scroll views.
        let identity = context.graph.hasScrollRequests || defaultAnchor != nil || !observers.isEmpty ? context.identity : nil
        let offset = identity.map { context.graph.scrollOffset(at: $0) } ?? .zero
        let resting = resting(clipped: !context.environment.scrollClipDisabled, margins: context.environment.scrollContentMargins,
                              offset: offset, identity: identity, defaultAnchor: defaultAnchor, observers: observers)
        let scrolling = axes
        let context = context.with { $0.enclosingScrollAxes.formUnion(scrolling); $0.scrollGeometryObservers = [] }
        let request = LoweredPreferences([ContainerSizeRequestKey.self])
        var nodes = try context.with { $0.containerSize = nil }.lower(resting)
        guard request.take(from: &nodes)[ContainerSizeRequestKey.self] == true else { return nodes }
        let view = UncheckedView(view: resting)
        return [LayoutNode(.geometryReader({ values in
            var node = try context.with { $0.containerSize = values.size }.lowerOne(view.view)
            _ = request.take(from: &node)
            return node
        }), name: "ScrollView")]
    }
}

/// A view captured by a layout-time builder, lowered during the same render.
struct UncheckedView: @unchecked Sendable {
    let view: any View
}

extension Axis.Set {
    /// Both axes.
    package static let both: Axis.Set = [.horizontal, .vertical]
}

/// Whether something is shown.
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }
