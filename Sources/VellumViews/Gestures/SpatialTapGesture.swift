import Foundation

/// A gesture that recognises one or more taps and reports their location
/// (never, in a still picture).
///
/// ```swift
/// Rectangle().gesture(SpatialTapGesture().onEnded { print($0.location) })
/// ```
public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
        init(location: CGPoint) { self.location = location }
    }
    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace
    /// Creates a tap gesture with the number of required taps and the
    /// coordinate space of the gesture's location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count; self.coordinateSpace = coordinateSpace
    }
    /// Creates a tap gesture in a coordinate space (`.local`, `.global`, `.named(_:)`).
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
    /// Taps are primitive gestures.
    public typealias Body = Never
}
