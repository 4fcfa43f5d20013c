/// Options that control how adding a gesture to a view affects other gestures
/// recognised by the view and its subviews (accepted; a picture receives no touches).
///
/// ```swift
/// Image(systemName: "star").gesture(TapGesture(), including: .gesture)
/// ```
public struct GestureMask: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt8
    /// Creates a mask from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Disables all gestures in the view and its subviews.
    public static let none = GestureMask([])
    /// Enables the added gesture, but none in the view's subviews.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enables the subviews' gestures, but not the added one.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enables the added gesture and the subviews' gestures.
    public static let all = GestureMask(rawValue: 3)
}
