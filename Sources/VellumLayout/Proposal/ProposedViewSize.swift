import Foundation
import VellumGeometry

/// A proposal for the size of a view: each dimension is a length, or nil to
/// ask for the view's ideal length.
///
/// ```swift
/// let ideal = subview.sizeThatFits(.unspecified)
/// let widest = subview.sizeThatFits(ProposedViewSize(width: .infinity, height: nil))
/// ```
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or nil for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or nil for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal; NaN and negative lengths become zero.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width.map(Self.clean)
        self.height = height.map(Self.clean)
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// The zero proposal: a view answers with its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The infinite proposal: a view answers with its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The unspecified proposal: a view answers with its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with nil dimensions replaced by `size`'s (10 × 10 by default, as SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    private static func clean(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }

    /// The dimension along `axis`.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue.map(Self.clean) } else { height = newValue.map(Self.clean) } }
    }

    /// A proposal from lengths along a major axis and the other one.
    package init(_ major: CGFloat?, _ minor: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }
}
