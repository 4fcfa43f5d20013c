import Foundation

/// UIKit's accessibility settings and announcements, as in UIKit: every
/// setting is off, as on a device out of the box (and as the picture's
/// environment says), and a posted notification changes nothing in a
/// still picture.
///
/// ```swift
/// if !UIAccessibility.isReduceMotionEnabled { withAnimation { expanded = true } }
/// UIAccessibility.post(notification: .announcement, argument: "Saved")
/// ```
public enum UIAccessibility {
    /// Whether Reduce Motion is on: false.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether VoiceOver is running: false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Bold Text is on: false.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Reduce Transparency is on: false.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Increase Contrast is on: false.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Classic or Smart Invert is on: false.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Differentiate Without Colour is on: false.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether Grayscale is on: false.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Mono Audio is on: false.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether Closed Captions are on: false.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Button Shapes is on: false.
    public static var buttonShapesEnabled: Bool { false }

    /// Posts an accessibility notification; nothing reads it in a still picture.
    public static func post(notification: Notification, argument: Any?) {}

    /// An accessibility notification, as UIKit's `UIAccessibility.Notification`.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        /// The notification's number.
        public var rawValue: UInt32
        /// A notification with a number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The screen changed: a new view appeared.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument, a string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posted when Reduce Motion is turned on or off.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Bold Text is turned on or off.
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Reduce Transparency is turned on or off.
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
}
