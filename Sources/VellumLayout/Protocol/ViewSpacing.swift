import Foundation
import VellumCore
import VellumGeometry

/// The preferred spacing around a view, edge by edge. Stacks ask each pair of
/// neighbours for the distance between them.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .vertical)
/// ```
public struct ViewSpacing: Sendable {
    /// What one edge prefers.
    package enum EdgeSpacing: Hashable, Sendable {
        /// No preference: the default 8 pt applies.
        case standard
        /// Nothing needed (a Spacer's edges).
        case zero
        /// A text edge with its font's metrics, at a display scale.
        indirect case text(FontMetrics, scale: CGFloat)
        /// A symbol image's edge: it lays out as text, sitting `baselineOffset`
        /// above its bottom edge (OpenSwiftUI's `ResolvedImageLayoutEngine`).
        case glyph(baselineOffset: CGFloat)
    }

    package var top: EdgeSpacing = .standard
    package var leading: EdgeSpacing = .standard
    package var bottom: EdgeSpacing = .standard
    package var trailing: EdgeSpacing = .standard

    /// The default spacing between two views without a preference (swiftui-facts §2.2).
    package static let defaultDistance: CGFloat = 8

    /// Spacing with the default preference on every edge.
    public init() {}

    /// Spacing that asks for nothing on any edge.
    public static let zero: ViewSpacing = {
        var s = ViewSpacing(); s.top = .zero; s.leading = .zero; s.bottom = .zero; s.trailing = .zero; return s
    }()

    package init(top: EdgeSpacing, leading: EdgeSpacing, bottom: EdgeSpacing, trailing: EdgeSpacing) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let a = axis == .horizontal ? trailing : bottom
        let b = axis == .horizontal ? next.leading : next.top
        if a == .zero || b == .zero { return 0 }
        guard axis == .vertical else { return Self.defaultDistance }
        switch (a, b) {
        // A symbol next to text or another symbol: nothing between (their
        // text-to-text spacing is zero, their baselines ask for less).
        case (.glyph, .text), (.text, .glyph), (.glyph, .glyph):
            return 0
        // Below a view, a symbol keeps its baseline offset away; above one, that plus 1.
        case (.glyph(let offset), _):
            return Swift.max(0, offset + 1)
        case (_, .glyph(let offset)):
            return Swift.max(0, offset)
        case (.text(let upper, let scale), .text(let lower, _)):
            _ = upper
            return Self.ceilToPixel(lower.leading, scale)
        case (.text(let m, let scale), _):
            let (dts, dls) = Self.textSpacing(m, scale)
            return Swift.max(dls - m.capHeight, dts + m.descent)
        case (_, .text(let m, let scale)):
            let (_, dls) = Self.textSpacing(m, scale)
            return dls - m.ascent
        default:
            return Self.defaultDistance
        }
    }

    /// Merges `other`'s preferences into this one's on `edges` (text wins over a
    /// symbol's, a symbol's over standard).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: EdgeSpacing, _ b: EdgeSpacing) -> EdgeSpacing {
            if case .text = a { return a }
            if case .text = b { return b }
            if case .glyph(let x) = a {
                if case .glyph(let y) = b { return .glyph(baselineOffset: Swift.max(x, y)) }
                return a
            }
            if case .glyph = b { return b }
            return a == .standard || b == .standard ? .standard : .zero
        }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
    }

    /// This spacing merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self; s.formUnion(other, edges: edges); return s
    }

    /// `dts` and `dls` of swiftui-facts §2.2: a tenth of the line height rounded
    /// up to the pixel grid, and the line height plus that.
    private static func textSpacing(_ m: FontMetrics, _ scale: CGFloat) -> (CGFloat, CGFloat) {
        let lh = m.lineHeight
        let dts = ceilToPixel(0.1 * lh, scale)
        return (dts, lh + dts)
    }

    private static func ceilToPixel(_ v: CGFloat, _ scale: CGFloat) -> CGFloat {
        (v * scale - 1e-9).rounded(.up) / scale
    }
}
