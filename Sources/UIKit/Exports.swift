// `import UIKit` on platforms without UIKit (Linux), for SwiftUI files that
// import it for colours, fonts, images, the screen and haptics. Vellum's
// SwiftUI declares these names (`import SwiftUI` brings them on iOS too); this
// module re-exports just them, with Foundation and Core Graphics as Apple's
// UIKit does, and none of SwiftUI's names. README, "Your package, unchanged",
// lists them.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
// Colours, fonts, images, traits.
@_exported import class VellumViews.UIColor
@_exported import class VellumViews.UIFont
@_exported import class VellumViews.UIImage
@_exported import class VellumViews.UITraitCollection
@_exported import enum VellumViews.UIUserInterfaceStyle
// The app, its scenes, windows, screen, device and controllers.
@_exported import class VellumViews.UIApplication
@_exported import protocol VellumViews.UIApplicationDelegate
@_exported import class VellumViews.UIScene
@_exported import class VellumViews.UIWindowScene
@_exported import class VellumViews.UIWindow
@_exported import class VellumViews.UIScreen
@_exported import class VellumViews.UIPageControl
@_exported import class VellumViews.UIDevice
@_exported import enum VellumViews.UIDeviceOrientation
@_exported import enum VellumViews.UIUserInterfaceIdiom
@_exported import class VellumViews.UIViewController
@_exported import class VellumViews.UIEvent
@_exported import struct VellumViews.UIEdgeInsets
@_exported import enum VellumViews.UIUserInterfaceSizeClass
@_exported import enum VellumViews.UIAccessibility
@_exported import struct VellumViews.Selector
// Haptics.
@_exported import class VellumViews.UIFeedbackGenerator
@_exported import class VellumViews.UIImpactFeedbackGenerator
@_exported import class VellumViews.UINotificationFeedbackGenerator
@_exported import class VellumViews.UISelectionFeedbackGenerator
// Text input traits.
@_exported import enum VellumViews.UIKeyboardType
@_exported import enum VellumViews.UITextAutocapitalizationType
@_exported import struct VellumViews.UITextContentType
// The default types of `#colorLiteral(…)` and `#imageLiteral(…)`.
@_exported import typealias VellumViews._ColorLiteralType
@_exported import typealias VellumViews._ImageLiteralType
