/// A device screen: its size in points, pixel scale, safe-area insets and
/// software keyboard (portrait). Values from swiftui-facts §6.
///
/// ```swift
/// let renderer = SVGRenderer(content: SignInView(), device: .iPhone15Pro)
/// let custom = Device(name: "Kiosk", size: CGSize(width: 800, height: 600), scale: 1)
/// ```
public struct Device: Hashable, Sendable {
    /// A name for file names and messages.
    public var name: String
    /// The screen size in points, portrait.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The container safe-area insets (status bar, home indicator).
    public var safeAreaInsets: EdgeInsets
    /// The keyboard's height from the bottom of the screen when it is shown,
    /// including the bottom safe area and the QuickType bar.
    public var keyboardHeight: CGFloat
    /// The corner radius of the screen, for device chrome.
    public var screenCornerRadius: CGFloat

    /// Creates a device.
    public init(name: String, size: CGSize, scale: CGFloat = 3, safeAreaInsets: EdgeInsets = EdgeInsets(),
                keyboardHeight: CGFloat = 0, screenCornerRadius: CGFloat = 0) {
        self.name = name; self.size = size; self.scale = scale; self.safeAreaInsets = safeAreaInsets
        self.keyboardHeight = keyboardHeight; self.screenCornerRadius = screenCornerRadius
    }

    /// iPhone 15 Pro (also 14 Pro, 15): 393 × 852 pt @3x, safe area 59 / 34, keyboard 336.
    public static let iPhone15Pro = Device(name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), scale: 3,
                                           safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                           keyboardHeight: 336, screenCornerRadius: 55)
    /// iPhone 16 Pro: 402 × 874 pt @3x, safe area 62 / 34, keyboard 336 (unmeasured).
    public static let iPhone16Pro = Device(name: "iPhone 16 Pro", size: CGSize(width: 402, height: 874), scale: 3,
                                           safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
                                           keyboardHeight: 336, screenCornerRadius: 62)
    /// iPhone SE (2nd and 3rd generation): 375 × 667 pt @2x, safe area 20 / 0, keyboard 260.
    public static let iPhoneSE = Device(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2,
                                        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                                        keyboardHeight: 260, screenCornerRadius: 0)
    /// iPad Pro 11-inch: 834 × 1194 pt @2x, safe area 24 / 20, keyboard 313 (unmeasured).
    public static let iPadPro11 = Device(name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194), scale: 2,
                                         safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                         keyboardHeight: 313, screenCornerRadius: 18)

    /// Every preset.
    public static let presets: [Device] = [.iPhone15Pro, .iPhone16Pro, .iPhoneSE, .iPadPro11]
}
