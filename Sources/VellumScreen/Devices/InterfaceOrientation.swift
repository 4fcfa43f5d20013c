/// The orientation of the interface from the user's perspective, as SwiftUI's
/// `InterfaceOrientation` (and Xcode's preview canvas) has it.
///
/// Turn a device with ``Device/oriented(_:)``:
///
/// ```swift
/// let renderer = SVGRenderer(content: PlayerView(), device: .iPhone15Pro.oriented(.landscapeLeft))
/// ```
///
/// The names follow SwiftUI's documentation, which describes where the top of
/// the *device* is: in `landscapeLeft` it is on the left, so the sensor
/// housing (the Dynamic Island) is on the left of the picture. (UIKit's
/// `UIInterfaceOrientation` names the same turn the other way round; see
/// docs/reference/devices.md.)
public enum InterfaceOrientation: String, CaseIterable, Hashable, Sendable, Identifiable {
    /// The device is in portrait mode, with the top of the device on top.
    case portrait
    /// The device is in portrait mode, but is upside down.
    ///
    /// iPhones with Face ID never turn their interface upside down, so
    /// ``Device/oriented(_:)`` keeps them in ``portrait``.
    case portraitUpsideDown
    /// The device is in landscape mode, with the top of the device on the left.
    case landscapeLeft
    /// The device is in landscape mode, with the top of the device on the right.
    case landscapeRight

    /// The stable identity of the orientation: its name.
    public var id: String { rawValue }

    /// Whether the screen is wider than it is tall in this orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the screen is taller than it is wide in this orientation.
    public var isPortrait: Bool { !isLandscape }
}
