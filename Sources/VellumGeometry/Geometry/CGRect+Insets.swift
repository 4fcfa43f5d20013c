import Foundation

extension CGRect {
    /// The rectangle shrunk by `insets` (grown when they are negative).
    package func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: Swift.max(0, width - insets.horizontal),
               height: Swift.max(0, height - insets.vertical))
    }

    /// The rectangle grown by `insets`.
    package func outset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX - insets.leading, y: minY - insets.top,
               width: width + insets.horizontal, height: height + insets.vertical)
    }
}

extension CGSize {
    /// The length along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from lengths along a major axis and the other one.
    package init(_ major: CGFloat, _ minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGFloat {
    /// The value with NaN replaced by `fallback`, kept finite.
    package func sanitized(_ fallback: CGFloat = 0) -> CGFloat {
        isNaN ? fallback : self
    }
}
