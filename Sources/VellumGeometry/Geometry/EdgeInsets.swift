import Foundation

/// The inset distances for the sides of a rectangle.
///
/// ```swift
/// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// The inset on each side.
    public var top, leading, bottom, trailing: CGFloat

    /// Creates insets from the four distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// The same inset on the edges of `edges`, zero elsewhere.
    package init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    /// Horizontal total.
    package var horizontal: CGFloat { leading + trailing }
    /// Vertical total.
    package var vertical: CGFloat { top + bottom }

    /// The insets with only the edges in `edges` kept.
    package func keeping(_ edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
            bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }

    /// Insets with each side the sum of both.
    package static func + (l: EdgeInsets, r: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: l.top + r.top, leading: l.leading + r.leading,
                   bottom: l.bottom + r.bottom, trailing: l.trailing + r.trailing)
    }

    /// Insets with every side replaced by `transform(side)`.
    package func map(_ transform: (CGFloat) -> CGFloat) -> EdgeInsets {
        EdgeInsets(top: transform(top), leading: transform(leading),
                   bottom: transform(bottom), trailing: transform(trailing))
    }
}
