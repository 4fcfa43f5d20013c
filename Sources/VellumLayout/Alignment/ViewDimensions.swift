/// A view's size and alignment guides in its own coordinate space.
///
/// ```swift
/// Text("Hi").alignmentGuide(.leading) { d in d[.trailing] }
/// ```
public struct ViewDimensions: Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    package var firstBaseline: CGFloat?
    package var lastBaseline: CGFloat?
    package var explicitHorizontal: [ObjectIdentifier: CGFloat] = [:]
    package var explicitVertical: [ObjectIdentifier: CGFloat] = [:]

    package init(size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        width = size.width; height = size.height
        self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
    }

    /// The value of a horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitHorizontal[guide.id] ?? guide.key(self)
    }

    /// The value of a vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitVertical[guide.id] ?? guide.key(self)
    }

    /// The explicit value of a horizontal guide, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide.id] }
    /// The explicit value of a vertical guide, if the view sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical[guide.id] }

    /// The point of `alignment` in this view.
    package func point(_ alignment: Alignment) -> CGPoint {
        CGPoint(x: self[alignment.horizontal], y: self[alignment.vertical])
    }
}
