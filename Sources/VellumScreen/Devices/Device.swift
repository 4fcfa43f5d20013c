import Foundation
import VellumGeometry

/// A device screen in one orientation: its size in points, pixel scale,
/// safe-area insets and software keyboard. Portrait values from
/// swiftui-facts §6; every orientation's values, with their sources, in
/// docs/reference/devices.md.
///
/// ```swift
/// let renderer = SVGRenderer(content: SignInView(), device: .iPhone15Pro)
/// let landscape = SVGRenderer(content: SignInView(), device: .iPhone15Pro.oriented(.landscapeLeft))
/// let custom = Device(name: "Kiosk", size: CGSize(width: 800, height: 600), scale: 1)
/// ```
public struct Device: Hashable, Sendable {
    /// A name for file names and messages.
    public var name: String
    /// The screen size in points, in ``orientation`` (portrait unless turned).
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The container safe-area insets (status bar, sensor housing, home indicator) in ``orientation``.
    public var safeAreaInsets: EdgeInsets
    /// The keyboard's height from the bottom of the screen when it is shown,
    /// including the bottom safe area and the QuickType bar, in ``orientation``.
    public var keyboardHeight: CGFloat
    /// The corner radius of the screen, for device chrome.
    public var screenCornerRadius: CGFloat
    /// The orientation the size, insets and keyboard height describe.
    ///
    /// Change it with ``oriented(_:)``, which changes them too.
    public private(set) var orientation: InterfaceOrientation
    /// The upright values this device was turned from by `oriented(_:)`, so
    /// that turning it back gives them exactly; nil for a device made as it is.
    private var upright: Metrics?

    /// Creates a device. The values describe the screen in `orientation`
    /// (portrait by default).
    public init(name: String, size: CGSize, scale: CGFloat = 3, safeAreaInsets: EdgeInsets = EdgeInsets(),
                keyboardHeight: CGFloat = 0, screenCornerRadius: CGFloat = 0, orientation: InterfaceOrientation = .portrait) {
        self.name = name; self.size = size; self.scale = scale; self.safeAreaInsets = safeAreaInsets
        self.keyboardHeight = keyboardHeight; self.screenCornerRadius = screenCornerRadius
        self.orientation = orientation
    }

    /// iPhone 15 Pro (also 14 Pro, 15): 393 × 852 pt @3x, safe area 59 / 34, keyboard 336.
    /// Landscape: 852 × 393, insets 59 leading and trailing, 21 bottom, keyboard 209.
    public static let iPhone15Pro = Device(name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), scale: 3,
                                           safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                           keyboardHeight: 336, screenCornerRadius: 55)
    /// iPhone 16 Pro: 402 × 874 pt @3x, safe area 62 / 34, keyboard 336 (unmeasured).
    /// Landscape: 874 × 402, insets 62 leading and trailing, 21 bottom, keyboard 209 (unmeasured).
    public static let iPhone16Pro = Device(name: "iPhone 16 Pro", size: CGSize(width: 402, height: 874), scale: 3,
                                           safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
                                           keyboardHeight: 336, screenCornerRadius: 62)
    /// iPhone SE (2nd and 3rd generation): 375 × 667 pt @2x, safe area 20 / 0, keyboard 260.
    /// Landscape: 667 × 375, no insets (the status bar is hidden), keyboard 200 (weakly sourced).
    public static let iPhoneSE = Device(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2,
                                        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                                        keyboardHeight: 260, screenCornerRadius: 0)
    /// iPad Pro 11-inch: 834 × 1194 pt @2x, safe area 24 / 20, keyboard 313 (unmeasured).
    /// Landscape: 1194 × 834, the same insets, keyboard 398 (measured on a 9.7-inch iPad; unmeasured here).
    public static let iPadPro11 = Device(name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194), scale: 2,
                                         safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                         keyboardHeight: 313, screenCornerRadius: 18)

    /// iPhone 16: 393 × 852 pt @3x (the iPhone 15 Pro's screen), safe area 59 / 34, keyboard 336.
    /// Landscape: 852 × 393, insets 59 leading and trailing, 21 bottom, keyboard 209.
    public static let iPhone16 = Device(name: "iPhone 16", size: CGSize(width: 393, height: 852), scale: 3,
                                        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                        keyboardHeight: 336, screenCornerRadius: 55)
    /// iPhone 16 Plus: 430 × 932 pt @3x, safe area 59 / 34 (third-party), keyboard 336 (unmeasured at this width).
    /// Landscape: 932 × 430, insets 59 leading and trailing, 21 bottom, keyboard 209.
    public static let iPhone16Plus = Device(name: "iPhone 16 Plus", size: CGSize(width: 430, height: 932), scale: 3,
                                            safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                            keyboardHeight: 336, screenCornerRadius: 55)
    /// iPhone 16 Pro Max: 440 × 956 pt @3x, safe area 62 / 34 (third-party), keyboard 336 (unmeasured at this width).
    /// Landscape: 956 × 440, insets 62 leading and trailing, 21 bottom, keyboard 209.
    public static let iPhone16ProMax = Device(name: "iPhone 16 Pro Max", size: CGSize(width: 440, height: 956), scale: 3,
                                              safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
                                              keyboardHeight: 336, screenCornerRadius: 62)
    /// iPad Pro 13-inch (M4): 1032 × 1376 pt @2x, safe area 24 / 20 (third-party), keyboard 313 (unmeasured).
    /// Landscape: 1376 × 1032, the same insets, keyboard 398 (unmeasured here).
    public static let iPadPro13 = Device(name: "iPad Pro 13-inch", size: CGSize(width: 1032, height: 1376), scale: 2,
                                         safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                                         keyboardHeight: 313, screenCornerRadius: 18)

    /// Every preset.
    public static let presets: [Device] = [.iPhone15Pro, .iPhone16Pro, .iPhoneSE, .iPadPro11,
                                           .iPhone16, .iPhone16Plus, .iPhone16ProMax, .iPadPro13]
}

// MARK: Orientation

extension Device {
    /// The device turned to `orientation`, as iOS turns its interface: the
    /// size, safe area and keyboard of that orientation.
    ///
    /// ```swift
    /// let phone = Device.iPhone15Pro.oriented(.landscapeLeft)
    /// // phone.size == CGSize(width: 852, height: 393)
    /// // phone.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
    /// ```
    ///
    /// The rules, by kind of device (docs/reference/devices.md has the sources):
    /// - Landscape swaps width and height. An iPhone with a home indicator
    ///   (Face ID) gets its portrait top inset (the sensor housing) on both the
    ///   leading and the trailing side, a 21-point bottom inset and no top
    ///   inset (the status bar is hidden); its keyboard is 209 points
    ///   (third-party figures; unmeasured in a primary source).
    /// - An iPhone with a Home button loses its status bar in landscape, so it
    ///   has no insets; its keyboard is 200 points (one third-party catalogue).
    /// - An iPad (shorter side 600 points or more) keeps its status bar and
    ///   home indicator, so its insets stay as they are; its keyboard is 398
    ///   points (measured on a 9.7-inch iPad; unmeasured on others).
    /// - `portraitUpsideDown` is not supported by iOS on iPhones with Face ID:
    ///   they stay in `portrait`. On an iPad or a Home-button iPhone the screen
    ///   is portrait and the insets are the portrait ones, because the status
    ///   bar and home indicator are drawn along the interface's top and bottom
    ///   edges whichever way up the hardware is (reasoned from the measured
    ///   landscape insets; unmeasured upside down).
    ///
    /// A device with no keyboard (height 0) has none in any orientation.
    /// Turning back to portrait gives the values the device was turned from.
    public func oriented(_ orientation: InterfaceOrientation) -> Device {
        if self.orientation.isLandscape && orientation.isLandscape {
            // From one side to the other: the same screen, mirrored.
            var turned = self
            turned.orientation = orientation
            if orientation != self.orientation {
                turned.safeAreaInsets = EdgeInsets(top: safeAreaInsets.top, leading: safeAreaInsets.trailing,
                                                   bottom: safeAreaInsets.bottom, trailing: safeAreaInsets.leading)
            }
            return turned
        }
        let base = uprightMetrics
        var target = orientation
        if target == .portraitUpsideDown && Self.kind(of: base) == .faceIDPhone { target = .portrait }
        var turned = self
        turned.orientation = target
        let metrics = Self.turn(base, to: target)
        turned.size = metrics.size
        turned.safeAreaInsets = metrics.safeAreaInsets
        turned.keyboardHeight = metrics.keyboardHeight
        turned.upright = target == .portrait ? nil : base
        return turned
    }

    /// The size, insets and keyboard that change with orientation.
    private struct Metrics: Hashable, Sendable {
        var size: CGSize
        var safeAreaInsets: EdgeInsets
        var keyboardHeight: CGFloat
    }

    /// The kinds of device whose orientation rules differ.
    package enum Kind: Sendable { case faceIDPhone, homeButtonPhone, pad }

    /// What kind of device the portrait metrics describe.
    private static func kind(of m: Metrics) -> Kind {
        if Swift.min(m.size.width, m.size.height) >= 600 { return .pad }
        return m.safeAreaInsets.bottom > 0 ? .faceIDPhone : .homeButtonPhone
    }

    /// What kind of device this is (for device chrome).
    package var kind: Kind { Self.kind(of: uprightMetrics) }

    /// The device's own values.
    private var metrics: Metrics { Metrics(size: size, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight) }

    /// The device's values upright (portrait): its own when it is upright,
    /// the ones it was turned from when those still turn into its own, else
    /// its own turned back by the rules in reverse.
    private var uprightMetrics: Metrics {
        if orientation.isPortrait { return metrics }
        if let upright, Self.turn(upright, to: orientation) == metrics { return upright }
        return Self.unturn(metrics, from: orientation)
    }

    /// Sourced constants (docs/reference/devices.md).
    private enum Constant {
        /// The bottom inset of a Face ID iPhone in landscape.
        static let faceIDLandscapeBottom: CGFloat = 21
        /// The bottom inset of a Face ID iPhone in portrait.
        static let faceIDPortraitBottom: CGFloat = 34
        /// The status bar of a Home-button iPhone in portrait.
        static let homeButtonStatusBar: CGFloat = 20
        /// Keyboard heights in landscape.
        static let faceIDLandscapeKeyboard: CGFloat = 209
        static let homeButtonLandscapeKeyboard: CGFloat = 200
        static let padLandscapeKeyboard: CGFloat = 398
        /// Keyboard heights in portrait, for a device made in landscape.
        static let faceIDPortraitKeyboard: CGFloat = 336
        static let homeButtonPortraitKeyboard: CGFloat = 260
        static let padPortraitKeyboard: CGFloat = 313
    }

    /// Portrait metrics `m` turned to `orientation`.
    private static func turn(_ m: Metrics, to orientation: InterfaceOrientation) -> Metrics {
        guard orientation.isLandscape else { return m }
        let kind = kind(of: m)
        let insets: EdgeInsets
        let keyboard: CGFloat
        switch kind {
        case .faceIDPhone:
            let housing = m.safeAreaInsets.top
            insets = EdgeInsets(top: 0, leading: housing, bottom: Constant.faceIDLandscapeBottom, trailing: housing)
            keyboard = Constant.faceIDLandscapeKeyboard
        case .homeButtonPhone:
            insets = EdgeInsets()
            keyboard = Constant.homeButtonLandscapeKeyboard
        case .pad:
            insets = m.safeAreaInsets
            keyboard = Constant.padLandscapeKeyboard
        }
        return Metrics(size: CGSize(width: m.size.height, height: m.size.width), safeAreaInsets: insets,
                       keyboardHeight: m.keyboardHeight > 0 ? keyboard : 0)
    }

    /// Metrics `m` in `orientation` turned back to portrait by the rules in
    /// reverse, for a device made in landscape.
    private static func unturn(_ m: Metrics, from orientation: InterfaceOrientation) -> Metrics {
        guard orientation.isLandscape else { return m }
        let size = CGSize(width: m.size.height, height: m.size.width)
        let i = m.safeAreaInsets
        let insets: EdgeInsets
        let keyboard: CGFloat
        if Swift.min(size.width, size.height) >= 600 {
            insets = i
            keyboard = Constant.padPortraitKeyboard
        } else if i.bottom > 0 {
            insets = EdgeInsets(top: Swift.max(i.leading, i.trailing), leading: 0, bottom: Constant.faceIDPortraitBottom, trailing: 0)
            keyboard = Constant.faceIDPortraitKeyboard
        } else {
            insets = EdgeInsets(top: Constant.homeButtonStatusBar, leading: 0, bottom: 0, trailing: 0)
            keyboard = Constant.homeButtonPortraitKeyboard
        }
        return Metrics(size: size, safeAreaInsets: insets, keyboardHeight: m.keyboardHeight > 0 ? keyboard : 0)
    }
}
