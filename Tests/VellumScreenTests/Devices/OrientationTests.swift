import Testing
import Foundation
import VellumGeometry
import VellumScreen

/// `Device.oriented(_:)`: each preset's size, safe area and keyboard in every
/// orientation (values and sources in docs/reference/devices.md).
@Suite("Devices: orientation")
struct OrientationTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        let device: Device
        let landscapeSize: CGSize
        let landscapeInsets: EdgeInsets
        let landscapeKeyboard: CGFloat
        /// Whether iOS turns the interface upside down (not on Face ID iPhones).
        let turnsUpsideDown: Bool
        var testDescription: String { device.name }
    }

    static let expected: [Expected] = [
        Expected(device: .iPhone15Pro, landscapeSize: CGSize(width: 852, height: 393),
                 landscapeInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), landscapeKeyboard: 209,
                 turnsUpsideDown: false),
        Expected(device: .iPhone16Pro, landscapeSize: CGSize(width: 874, height: 402),
                 landscapeInsets: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62), landscapeKeyboard: 209,
                 turnsUpsideDown: false),
        Expected(device: .iPhoneSE, landscapeSize: CGSize(width: 667, height: 375),
                 landscapeInsets: EdgeInsets(), landscapeKeyboard: 200, turnsUpsideDown: true),
        Expected(device: .iPadPro11, landscapeSize: CGSize(width: 1194, height: 834),
                 landscapeInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), landscapeKeyboard: 398,
                 turnsUpsideDown: true),
        Expected(device: .iPhone16, landscapeSize: CGSize(width: 852, height: 393),
                 landscapeInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), landscapeKeyboard: 209,
                 turnsUpsideDown: false),
        Expected(device: .iPhone16Plus, landscapeSize: CGSize(width: 932, height: 430),
                 landscapeInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), landscapeKeyboard: 209,
                 turnsUpsideDown: false),
        Expected(device: .iPhone16ProMax, landscapeSize: CGSize(width: 956, height: 440),
                 landscapeInsets: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62), landscapeKeyboard: 209,
                 turnsUpsideDown: false),
        Expected(device: .iPadPro13, landscapeSize: CGSize(width: 1376, height: 1032),
                 landscapeInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), landscapeKeyboard: 398,
                 turnsUpsideDown: true),
    ]

    @Test("Every preset is listed here")
    func coversPresets() {
        #expect(Self.expected.map(\.device) == Device.presets)
    }

    @Test("Presets are portrait; turning to portrait changes nothing", arguments: Device.presets)
    func portrait(_ device: Device) {
        #expect(device.orientation == .portrait)
        #expect(device.oriented(.portrait) == device)
    }

    @Test("Landscape: width and height swapped, the landscape safe area and keyboard", arguments: expected)
    func landscape(_ e: Expected) {
        for orientation in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
            let turned = e.device.oriented(orientation)
            #expect(turned.orientation == orientation)
            #expect(turned.size == e.landscapeSize)
            #expect(turned.safeAreaInsets == e.landscapeInsets, "\(orientation)")
            #expect(turned.keyboardHeight == e.landscapeKeyboard)
            #expect(turned.scale == e.device.scale && turned.screenCornerRadius == e.device.screenCornerRadius)
            #expect(turned.name == e.device.name)
        }
    }

    @Test("Turning back and from side to side gives the same devices", arguments: Device.presets)
    func roundTrips(_ device: Device) {
        let left = device.oriented(.landscapeLeft), right = device.oriented(.landscapeRight)
        #expect(left.oriented(.portrait) == device)
        #expect(right.oriented(.portrait) == device)
        #expect(left.oriented(.landscapeRight) == right)
        #expect(right.oriented(.landscapeLeft) == left)
        #expect(left.oriented(.landscapeLeft) == left)
        #expect(device.oriented(.portraitUpsideDown).oriented(.portrait) == device)
    }

    @Test("Upside down: Face ID iPhones stay portrait; iPad and SE turn, keeping portrait's screen and insets", arguments: expected)
    func upsideDown(_ e: Expected) {
        let turned = e.device.oriented(.portraitUpsideDown)
        #expect(turned.size == e.device.size)
        #expect(turned.safeAreaInsets == e.device.safeAreaInsets)
        #expect(turned.keyboardHeight == e.device.keyboardHeight)
        if e.turnsUpsideDown {
            #expect(turned.orientation == .portraitUpsideDown)
        } else {
            #expect(turned == e.device)
            #expect(e.device.oriented(.landscapeLeft).oriented(.portraitUpsideDown) == e.device)
        }
    }

    @Test("A device without a keyboard has none in landscape")
    func noKeyboard() {
        let kiosk = Device(name: "Kiosk", size: CGSize(width: 800, height: 600), scale: 1)
        let turned = kiosk.oriented(.landscapeLeft)
        #expect(turned.size == CGSize(width: 600, height: 800))
        #expect(turned.keyboardHeight == 0)
        #expect(turned.safeAreaInsets == EdgeInsets())
        #expect(turned.oriented(.portrait) == kiosk)
    }

    @Test("A device made in landscape turns to portrait by the rules in reverse")
    func madeInLandscape() {
        let made = Device(name: "Phone", size: CGSize(width: 852, height: 393), scale: 3,
                          safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
                          keyboardHeight: 209, screenCornerRadius: 55, orientation: .landscapeRight)
        #expect(made.orientation == .landscapeRight)
        let upright = made.oriented(.portrait)
        #expect(upright.size == CGSize(width: 393, height: 852))
        #expect(upright.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(upright.keyboardHeight == 336)
        #expect(made.oriented(.landscapeLeft).safeAreaInsets == made.safeAreaInsets)
    }

    @Test("Changed values win over the values a device was turned from")
    func editedAfterTurning() {
        var turned = Device.iPhone15Pro.oriented(.landscapeLeft)
        turned.safeAreaInsets = EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
        #expect(turned.oriented(.portrait).safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }
}
