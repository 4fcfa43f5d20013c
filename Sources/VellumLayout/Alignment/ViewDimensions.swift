import Foundation

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
    /// Explicit values of horizontal guides (set by `alignmentGuide`, or merged from children).
    package var explicitHorizontal: [ObjectIdentifier: CGFloat] = [:]
    /// Explicit values of vertical guides (text baselines, `alignmentGuide`, or merged from children).
    package var explicitVertical: [ObjectIdentifier: CGFloat] = [:]

    package init(size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        width = size.width; height = size.height
        // Only a baseline that is there is stored: setting nil would still
        // hash its key, on every size the layout asks of every view.
        if let firstBaseline { self.firstBaseline = firstBaseline }
        if let lastBaseline { self.lastBaseline = lastBaseline }
    }

    /// The explicit first text baseline, if the view has text.
    package var firstBaseline: CGFloat? {
        get { explicitVertical[BuiltinGuide.firstBaselineID] }
        set { explicitVertical[BuiltinGuide.firstBaselineID] = newValue }
    }

    /// The explicit last text baseline, if the view has text.
    package var lastBaseline: CGFloat? {
        get { explicitVertical[BuiltinGuide.lastBaselineID] }
        set { explicitVertical[BuiltinGuide.lastBaselineID] = newValue }
    }

    /// The value of a horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        // Most views have no explicit guide: skip hashing for them.
        (explicitHorizontal.isEmpty ? nil : explicitHorizontal[guide.id]) ?? guide.key(self)
    }

    /// The value of a vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        (explicitVertical.isEmpty ? nil : explicitVertical[guide.id]) ?? guide.key(self)
    }

    /// The explicit value of a horizontal guide, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide.id] }
    /// The explicit value of a vertical guide, if the view sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical[guide.id] }

    /// The point of `alignment` in this view.
    package func point(_ alignment: Alignment) -> CGPoint {
        CGPoint(x: self[alignment.horizontal], y: self[alignment.vertical])
    }

    /// These dimensions with every explicit guide moved by `offset` (the view
    /// seen from a parent that places it at `offset`), at the parent's `size`.
    package func translated(by offset: CGPoint, into size: CGSize) -> ViewDimensions {
        var d = ViewDimensions(size: size)
        d.explicitHorizontal = explicitHorizontal.mapValues { $0 + offset.x }
        d.explicitVertical = explicitVertical.mapValues { $0 + offset.y }
        return d
    }
}
