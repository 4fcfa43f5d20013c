import Foundation
import VellumGeometry

/// A type that defines the geometry of a scroll view, as
/// `onScrollGeometryChange(for:of:action:)` gives it.
///
/// ```swift
/// ScrollView { rows }
///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 0 } action: { _, scrolled in showsShadow = scrolled }
/// ```
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// The content offset of the scroll view: how far the content is scrolled.
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view, smaller or larger than its container.
    public var contentSize: CGSize
    /// The content insets of the scroll view.
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view: the scroll view's own size.
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset; self.contentSize = contentSize
        self.contentInsets = contentInsets; self.containerSize = containerSize
    }

    /// The visible rect of the scroll view, in the content's coordinates: the
    /// container's size at the content offset.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The bounds rect of the scroll view: the visible rect within the content insets.
    public var bounds: CGRect {
        let v = visibleRect
        return CGRect(x: v.minX + contentInsets.leading, y: v.minY + contentInsets.top,
                      width: Swift.max(0, v.width - contentInsets.leading - contentInsets.trailing),
                      height: Swift.max(0, v.height - contentInsets.top - contentInsets.bottom))
    }

    /// A description of the geometry for debugging.
    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}
