import Foundation
import VellumLayout

/// A type-erased layout, to switch layouts while keeping the views.
///
/// ```swift
/// let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("A"); Text("B") }
/// ```
public struct AnyLayout: Layout, TypeErasedLayout {
    let base: any Layout
    package var wrappedLayout: any Layout { base }
    /// Wraps a layout.
    public init<L: Layout>(_ layout: L) { base = layout }
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func makeCache(subviews: Subviews) -> Any? { nil }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?) -> CGSize {
        func run<L: Layout>(_ l: L) -> CGSize {
            var c = (cache as? L.Cache) ?? l.makeCache(subviews: subviews)
            defer { cache = c }
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        return run(base)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?) {
        func run<L: Layout>(_ l: L) {
            var c = (cache as? L.Cache) ?? l.makeCache(subviews: subviews)
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            cache = c
        }
        run(base)
    }
}
