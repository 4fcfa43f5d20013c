import Foundation

/// The current hovering state and value of the pointer, as
/// `onContinuousHover(coordinateSpace:perform:)` reports it. A still picture
/// has no pointer, so the action is never called.
///
/// ```swift
/// Color.red.onContinuousHover { phase in
///     if case .active(let location) = phase { print(location) }
/// }
/// ```
@frozen public enum HoverPhase: Equatable, Sendable {
    /// The pointer's location within the view's bounds.
    case active(CGPoint)
    /// The pointer has left the view's bounds.
    case ended
}
