// Gestures on views. A still picture receives no touches, so every gesture is
// accepted and the view is drawn as it rests.
import Foundation

nonisolated extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    ///
    /// ```swift
    /// Circle().gesture(DragGesture().onChanged { print($0.location) })
    /// ```
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self { self }

    /// Attaches a gesture to the view, enabled or not (iOS 18).
    @_disfavoredOverload
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> Self { self }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    ///
    /// ```swift
    /// Text("Hi").simultaneousGesture(TapGesture().onEnded { print("tap") })
    /// ```
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self { self }

    /// Attaches a gesture to process simultaneously with the view's, enabled or not (iOS 18).
    @_disfavoredOverload
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> Self { self }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    ///
    /// ```swift
    /// Button("Go") {}.highPriorityGesture(LongPressGesture())
    /// ```
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self { self }

    /// Attaches a gesture with a higher precedence than the view's, enabled or not (iOS 18).
    @_disfavoredOverload
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> Self { self }

    /// Adds an action to perform when this view recognises a tap gesture (never, in a still picture).
    ///
    /// ```swift
    /// Text("Tap").onTapGesture { print("tapped") }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }

    /// Adds an action to perform with the tap's location when this view
    /// recognises a tap gesture (never, in a still picture).
    ///
    /// ```swift
    /// Rectangle().onTapGesture(coordinateSpace: .global) { location in print(location) }
    /// ```
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> Self { self }

    /// Adds an action to perform with the tap's location in a coordinate space (iOS 17 form).
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol, perform action: @escaping (CGPoint) -> Void) -> Self { self }

    /// Adds an action to perform when this view recognises a long press
    /// gesture, and one that follows the pressing state (neither runs in a still picture).
    ///
    /// ```swift
    /// Image(systemName: "star").onLongPressGesture { print("held") }
    /// ```
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> Self { self }

    /// Adds a button's press-and-release gesture: `pressing` follows whether a
    /// finger is down, `action` runs when it lifts inside (SwiftUI's own name,
    /// which custom toasts and buttons call; neither runs in a still picture,
    /// which draws the view not pressed).
    ///
    /// ```swift
    /// Capsule().fill(.blue)._onButtonGesture { pressing in isPressed = pressing } perform: { dismiss() }
    /// ```
    public func _onButtonGesture(pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> Self { self }

    /// Defines the content shape for hit testing of a kind (accepted; a picture is not hit-tested).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }
}

/// A kind for the content shape of a view (accepted, not drawn).
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates a kind from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The kind for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The kind for drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The kind for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The kind for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The kind for accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
