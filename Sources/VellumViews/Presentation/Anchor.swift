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

    /// An anchor resolved by `resolve` from a reader's global frame.
    package init(resolve: @escaping (CGRect) -> Value) { self.resolve = resolve }

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
