import VellumGeometry
import VellumLayout

/// A view that gives its content a proxy to scroll the scroll views inside it.
///
/// A scroll made while the picture settles (in `onAppear`, `onChange`, a
/// task's start) is drawn: the scroll view shows its content moved so the
/// view with that `id` is where `anchor` puts it, as a device shows it once
/// the scroll has ended.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(messages) { Text($0.text).id($0.id) }
///     }
///     .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: PrimitiveView {
    /// The content, made with the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content can scroll with `proxy`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        try context.lower(content(ScrollViewProxy(graph: context.graph)))
    }
}

/// Scrolls the scroll views of a `ScrollViewReader`'s content.
///
/// ```swift
/// proxy.scrollTo(selection, anchor: .center)
/// ```
public struct ScrollViewProxy: Sendable {
    let graph: ViewGraph

    /// Scrolls so that the view whose `id` is `id` is where `anchor` puts it
    /// in its scroll view (the least scroll that shows it whole when `anchor`
    /// is nil).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        graph.requestScroll(ScrollRequest(target: AnyHashable(id), anchor: anchor))
    }
}

/// A scroll asked of the scroll views in the picture: to a view's `id`, with
/// where in the scroll view the view goes.
package struct ScrollRequest: @unchecked Sendable {
    // Unchecked: the target is a hashable value that is only read.
    package let target: AnyHashable
    package let anchor: UnitPoint?
}
