import Foundation
import VellumGeometry

/// A zoom gesture VoiceOver performs on an element
/// (`accessibilityZoomAction(_:)`), as in SwiftUI; never performed in a picture.
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way the gesture zooms.
    public enum Direction: Hashable, Sendable {
        /// Zooming in.
        case zoomIn
        /// Zooming out.
        case zoomOut
    }
    /// Which way it zooms.
    public let direction: Direction
    /// Where it zooms, as a fraction of the element's frame.
    public let location: UnitPoint
    /// Where it zooms, in the element's coordinates.
    public let point: CGPoint
}

nonisolated extension View {
    /// Adds a zoom action VoiceOver users perform with a gesture (never run in
    /// a picture); like the other accessibility modifiers, it makes the
    /// element inside take this view's frame.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
        modifier(NodeModifier(ignoringContext: { node in AccessibilityNode.update(node) { _ in } }))
    }
}
