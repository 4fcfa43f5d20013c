import Foundation

/// UIKit's screen, for layout code that reads `UIScreen.main.bounds` (see
/// `UIColor` for why UIKit names live in Vellum).
///
/// ```swift
/// Image("Hero").resizable().frame(width: UIScreen.main.bounds.width * 0.8)
/// ```
///
/// `UIScreen.main` is always an iPhone 15 Pro's screen — 393 × 852 points at
/// scale 3, the size of `Device.iPhone15Pro` — whatever device a renderer draws:
/// code reads it while building views, before a renderer's device is known.
/// Prefer `GeometryReader` or `containerRelativeFrame` for layout that follows
/// the device.
public final class UIScreen: Sendable {
    /// The iPhone 15 Pro's screen.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

    /// The screen's rectangle in points, portrait.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) { self.bounds = bounds; self.scale = scale }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Pixels per point of the physical screen.
    public var nativeScale: CGFloat { scale }
}
