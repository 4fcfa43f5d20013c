import Foundation
import VellumCore

/// Which way VoiceOver adjusts an element (`accessibilityAdjustableAction(_:)`):
/// a swipe up increments, a swipe down decrements; never performed in a picture.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// A swipe up.
    case increment
    /// A swipe down.
    case decrement
}

nonisolated extension View {
    /// Makes the view adjustable by VoiceOver, as a slider is: the element
    /// gets the adjustable trait (swipes up and down call `handler`, never
    /// in a picture). Like the other accessibility modifiers, it makes the
    /// element inside take this view's frame.
    ///
    /// ```swift
    /// Stars(rating: rating)
    ///     .accessibilityAdjustableAction { direction in
    ///         rating += direction == .increment ? 1 : -1
    ///     }
    /// ```
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        modifier(NodeModifier(ignoringContext: { node in AccessibilityNode.update(node) { $0.traits.insert(.isAdjustable) } }))
    }
}
