import Testing
import Foundation
import VellumScreen
import VellumViews

/// The keyboard's height for the field being edited (`KeyboardMetrics`,
/// `ScreenSettings.keyboardHeight(for:)`).
@Suite("Keyboard metrics")
struct KeyboardMetricsTests {
    @Test func numberPadsAreShorterByTheQuickTypeBarOnAniPhone() {
        let pad = KeyboardRequest(keyboardType: .numberPad)
        #expect(KeyboardMetrics.height(for: KeyboardRequest(), on: .iPhone15Pro) == 336)
        #expect(KeyboardMetrics.height(for: pad, on: .iPhone15Pro) == 292)
        #expect(KeyboardMetrics.height(for: pad, on: .iPhoneSE) == 216)
        #expect(KeyboardMetrics.height(for: pad, on: .iPadPro11) == 313)
        #expect(KeyboardMetrics.numberPadBottomReserve(on: .iPhone15Pro) == 76)
        #expect(KeyboardMetrics.numberPadBottomReserve(on: .iPhoneSE) == 0)
    }

    @Test func aHiddenKeyboardOrACanvasHasNoHeight() {
        #expect(ScreenSettings(device: .iPhone15Pro, displayScale: 3).keyboardHeight() == 0)
        #expect(ScreenSettings(device: .iPhone15Pro, displayScale: 3, keyboardVisible: true).keyboardHeight() == 336)
        #expect(ScreenSettings(device: nil, displayScale: 3, keyboardVisible: true).keyboardHeight() == 0)
    }
}
