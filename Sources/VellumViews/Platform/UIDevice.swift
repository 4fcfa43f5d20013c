import Foundation

/// UIKit's description of the device the app runs on (see `UIColor` for why
/// UIKit names live in Vellum). Code reads it while building views, before a
/// renderer's device is known, so — as `UIScreen.main` — it always answers
/// as the iPhone 15 Pro that `Device.iPhone15Pro` draws.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .phone { CompactLayout() } else { RegularLayout() }
/// ```
public final class UIDevice: Sendable {
    /// The device the app runs on.
    public static let current = UIDevice()

    init() {}

    /// The kind of device: `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The model, as UIKit spells it: `"iPhone"`.
    public var model: String { "iPhone" }
    /// The model as the system would show it: `"iPhone"`.
    public var localizedModel: String { "iPhone" }
    /// The device's name (since iOS 16 UIKit gives the model's): `"iPhone"`.
    public var name: String { "iPhone" }
    /// The operating system's name: `"iOS"`.
    public var systemName: String { "iOS" }
    /// The operating system's version: `"17.0"`, the iOS whose system colours and metrics Vellum draws.
    public var systemVersion: String { "17.0" }
    /// The device's physical orientation: `.portrait`, as the screen is drawn.
    public var orientation: UIDeviceOrientation { .portrait }
    /// A vendor identifier: nil, as UIKit answers before the device is unlocked.
    public var identifierForVendor: UUID? { nil }
    /// Whether the device reports battery changes: false.
    public var isBatteryMonitoringEnabled: Bool { get { false } set {} }
    /// The battery's charge, 0…1, or -1 when monitoring is off: -1.
    public var batteryLevel: Float { -1 }
}

/// A device's physical orientation, as UIKit names it.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    /// Not known.
    case unknown
    /// Upright, the home indicator at the bottom.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned with its top to the left.
    case landscapeLeft
    /// Turned with its top to the right.
    case landscapeRight
    /// Lying screen up.
    case faceUp
    /// Lying screen down.
    case faceDown

    /// Whether the orientation is one of the portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is flat, screen up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
}
