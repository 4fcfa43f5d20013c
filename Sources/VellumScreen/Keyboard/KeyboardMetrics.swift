import Foundation
import VellumCore
import VellumViews

/// The height of the keyboard a field asks for on a device.
///
/// `Device.keyboardHeight` is the letters keyboard's, QuickType bar
/// included (docs/reference/devices.md). The iPhone's number, decimal and
/// phone pads have no QuickType bar, so they are shorter by it: 260 − 44 =
/// 216 pt on a Home-button iPhone, UIKit's classic keyboard height, and
/// 336 − 44 = 292 pt on a Face ID iPhone, where UIKit reports 291 pt for the
/// number pad (derived, not measured here). An iPad shows its full keyboard
/// for every type. A field without autocorrection has no QuickType bar
/// either, and its keyboard is shorter by the bar in the same way.
package enum KeyboardMetrics {
    /// The QuickType bar's height above the letter keys.
    package static func quickTypeHeight(on device: Device) -> CGFloat {
        device.orientation.isLandscape && device.kind != .pad ? 38 : 44
    }

    /// The keyboard's height for `request` on `device`: 0 when the device has no keyboard.
    package static func height(for request: KeyboardRequest, on device: Device) -> CGFloat {
        guard device.keyboardHeight > 0 else { return 0 }
        return device.keyboardHeight - (hasQuickTypeBar(request, on: device) ? 0 : quickTypeHeight(on: device))
    }

    /// Whether the keyboard shows the QuickType bar: not on an iPhone's
    /// number pads, nor when the field turns autocorrection off.
    package static func hasQuickTypeBar(_ request: KeyboardRequest, on device: Device) -> Bool {
        if request.isNumberPad, device.kind != .pad { return false }
        return request.showsPredictions
    }

    /// A key's corner radius: 5 pt in iOS 18; iOS 26's keys are rounder
    /// ("corner radii are rounder throughout", divvun/giellakbd-ios #264),
    /// 8.5 pt ❓ assumed.
    package static func keyCornerRadius(_ look: PlatformLook) -> CGFloat { look == .iOS26 ? 8.5 : 5 }

    /// iOS 26's keyboard panel: its top corners are rounded (flutter/flutter
    /// #179482, divvun/giellakbd-ios #264) by this radius ❓ (assumed), and
    /// it casts a soft shadow up over the screen (flutter_keyboard_actions #263:
    /// "Apple's own rounded tray + drop shadow"; its size ❓).
    package static let glassPanelCornerRadius: CGFloat = 28
    package static let glassPanelShadowRadius: CGFloat = 12
    package static let glassPanelShadowColor = RGBAColor(0, 0, 0, 0.12)

    /// The strip below a number pad's keys: the home indicator's area on a
    /// Face ID iPhone (292 − 216 pt in portrait, the bottom inset in
    /// landscape), none on a Home-button iPhone.
    package static func numberPadBottomReserve(on device: Device) -> CGFloat {
        guard device.safeAreaInsets.bottom > 0 else { return 0 }
        if device.orientation.isLandscape { return device.safeAreaInsets.bottom }
        return Swift.max(0, height(for: KeyboardRequest(keyboardType: .numberPad), on: device) - 216)
    }
}
