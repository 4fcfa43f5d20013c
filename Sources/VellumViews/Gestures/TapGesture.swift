/// A gesture that recognises one or more taps (never, in a still picture).
///
/// ```swift
/// Text("Tap me").gesture(TapGesture(count: 2).onEnded { print("double tap") })
/// ```
public struct TapGesture: Gesture {
    /// The required number of tap events.
    public var count: Int
    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) { self.count = count }
    /// A tap has no value.
    public typealias Value = Void
    /// Taps are primitive gestures.
    public typealias Body = Never
}
