import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

nonisolated extension View {
    /// Applies effects that depend on the view's geometry without changing
    /// its layout. The closure gets the empty effect to build on and the
    /// view's geometry (its size, and its frame in the global space); a still
    /// picture draws the effects at rest.
    ///
    /// ```swift
    /// Text("Hello").visualEffect { content, proxy in
    ///     content.offset(x: proxy.frame(in: .global).minX > 100 ? -10 : 10).opacity(0.8)
    /// }
    /// ```
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(NodeModifier { node, ctx in
            let env = ctx.environment
            let deferred: @Sendable (CGRect) -> [Effect] = { frame in
                let proxy = GeometryProxy(size: frame.size, frame: frame, safeAreaInsets: EdgeInsets())
                return effect(EmptyVisualEffect(), proxy).stack.compactMap { $0(env) }
            }
            return LayoutNode(.effect(.deferred(deferred)), children: [node], name: "visualEffect")
        })
    }
}
