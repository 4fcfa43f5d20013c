import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes
/// (never, in a still picture).
///
/// ```swift
/// Circle().gesture(DragGesture(minimumDistance: 0).onChanged { print($0.translation) })
/// ```
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The total translation from the start of the drag to the current event.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// The current drag velocity (zero: nothing moves in a picture).
        public var velocity: CGSize { .zero }
        /// A prediction of where the drag would end if it stopped now.
        public var predictedEndLocation: CGPoint { location }
        /// A prediction of the final translation if the drag stopped now.
        public var predictedEndTranslation: CGSize { translation }

        package init(time: Date, location: CGPoint, startLocation: CGPoint) {
            self.time = time; self.location = location; self.startLocation = startLocation
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture in a coordinate space (`.local`, `.global`, `.named(_:)`).
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Drags are primitive gestures.
    public typealias Body = Never
}
