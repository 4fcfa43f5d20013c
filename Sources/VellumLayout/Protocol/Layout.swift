import Foundation
import VellumGeometry

/// A type that defines the geometry of a collection of views.
///
/// The built-in stacks (`HStackLayout`, `VStackLayout`, `ZStackLayout`) are
/// written on this protocol, so a custom layout gets exactly their machinery.
///
/// ```swift
/// struct Cascade: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var p = bounds.origin
///         for s in subviews {
///             let size = s.sizeThatFits(.unspecified)
///             s.place(at: p, proposal: ProposedViewSize(size))
///             p.x += size.width; p.y += size.height
///         }
///     }
/// }
/// ```
public protocol Layout {
    /// Values computed once per layout pass and shared between the calls.
    associatedtype Cache = Void
    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }
    /// Creates the cache.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the layout prefers around itself.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size the layout needs for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview within `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// An explicit horizontal alignment guide, or nil for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// An explicit vertical alignment guide, or nil for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of a stack-like layout, or nil.
    public var stackOrientation: Axis?
    /// Creates default properties.
    public init() { stackOrientation = nil }
}
