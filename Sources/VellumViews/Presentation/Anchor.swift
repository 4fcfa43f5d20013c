import Foundation
import VellumGeometry

/// An opaque value derived from a view's geometry. Vellum has only its
/// sources, for `popover(attachmentAnchor:)`.
///
/// ```swift
/// .popover(isPresented: $show, attachmentAnchor: .rect(.bounds)) { Tip() }
/// ```
public struct Anchor<Value> {
    /// The value in the coordinates of a view whose global frame is given
    /// (what `GeometryProxy`'s subscript reads).
    package let resolve: (CGRect) -> Value
    /// The anchor's geometry in the root's coordinates, for comparing anchors.
    private let key: [CGFloat]

    /// An anchor resolved by `resolve` from a reader's global frame; `key`
    /// is its geometry in the root's coordinates (anchors with the same key are equal).
    package init(key: [CGFloat] = [], resolve: @escaping (CGRect) -> Value) { self.key = key; self.resolve = resolve }

    /// Where an anchor's value comes from.
    public struct Source: Sendable {
        package enum Kind: Sendable { case bounds, rect(CGRect), point(CGPoint), unitPoint(UnitPoint) }
        package let kind: Kind
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(kind: .bounds) }
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init(kind: .rect(r)) }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init(kind: .point(p)) }
    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { .init(kind: .unitPoint(p)) }
}

// Unchecked: an anchor's resolver is a pure function of the geometry it captured.
extension Anchor: @unchecked Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Whether two anchors stand for the same geometry.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.key == b.key }
}

extension Anchor.Source {
    /// The anchor of this source on a view placed at `frame` (in the root's coordinates).
    package func anchor(in frame: CGRect) -> Anchor<Value> {
        switch kind {
        case .bounds: return Self.rectAnchor(frame)
        case .rect(let r): return Self.rectAnchor(r.offsetBy(dx: frame.minX, dy: frame.minY))
        case .point(let p): return Self.pointAnchor(CGPoint(x: frame.minX + p.x, y: frame.minY + p.y))
        case .unitPoint(let u):
            return Self.pointAnchor(CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height))
        }
    }

    private static func rectAnchor(_ r: CGRect) -> Anchor<Value> {
        Anchor(key: [r.minX, r.minY, r.width, r.height]) { reader in r.offsetBy(dx: -reader.minX, dy: -reader.minY) as! Value }
    }

    private static func pointAnchor(_ p: CGPoint) -> Anchor<Value> {
        Anchor(key: [p.x, p.y]) { reader in CGPoint(x: p.x - reader.minX, y: p.y - reader.minY) as! Value }
    }
}
