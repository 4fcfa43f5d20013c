/// The kinds of safe area a view can ignore.
///
/// ```swift
/// backgroundGradient.ignoresSafeArea(.keyboard, edges: .bottom)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates regions from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The safe area of the device: status bar, home indicator, rounded corners.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
