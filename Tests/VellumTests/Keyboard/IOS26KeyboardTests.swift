import Testing
import Vellum
import VellumTestSupport

/// iOS 26's keyboard (`KeyboardPalette`, `KeyboardMetrics.keyCornerRadius`):
/// a translucent panel with rounded top corners, rounder keys without
/// shadows, modifier keys the colour of the others. On an iPhone 15 Pro the
/// letters keyboard is 336 pt tall (top at y 516); its first key row starts
/// at y 568, the Q key at x 3.
@Suite("iOS 26 keyboard")
@MainActor struct IOS26KeyboardTests {
    private func svg(_ look: PlatformLook, scheme: ColorScheme = .light) throws -> String {
        var renderer = SVGRenderer(content: PresentationSamples.Home(), device: .iPhone15Pro)
        renderer.keyboardVisible = true
        renderer.showsDeviceChrome = true
        renderer.platformLook = look
        renderer.colorScheme = scheme
        return try renderer.svg()
    }

    private func near(_ p: [Int], _ rgb: (Int, Int, Int), within t: Int = 4) -> Bool {
        p.count >= 3 && abs(p[0] - rgb.0) <= t && abs(p[1] - rgb.1) <= t && abs(p[2] - rgb.2) <= t
    }

    @Test("The panel's top corners are rounded, the keys rounder (8.5 pt) and unshadowed")
    func roundedPanelAndKeys() throws {
        // (2, 518): 8 pt outside the panel's 28 pt corner; (196, 530): the panel;
        // (4, 570): just inside the Q key's corner, outside an 8.5 pt corner, inside a 5 pt one.
        let points = [(x: 2, y: 518), (x: 196, y: 530), (x: 4, y: 570), (x: 19, y: 609)]
        let new = try SVGShot.pixels(SVGShot.render(try svg(.iOS26), renderer: .rsvg, name: "keyboard-ios26"), points)
        let old = try SVGShot.pixels(SVGShot.render(try svg(.iOS18), renderer: .rsvg, name: "keyboard-ios18"), points)
        #expect(near(new[0], (242, 242, 247), within: 6), "the screen shows beside the rounded corner: \(new[0])")
        #expect(near(old[0], (209, 211, 217)), "iOS 18's panel is square: \(old[0])")
        #expect(near(new[1], (227, 228, 233)), "iOS 26's panel: \(new[1])")
        #expect(near(new[2], (227, 228, 233)), "outside the rounder key corner: \(new[2])")
        #expect(near(old[2], (255, 255, 255), within: 40), "inside iOS 18's 5 pt key corner: \(old[2])")
        #expect(near(new[3], (227, 228, 233)), "no shadow under the key: \(new[3])")
        #expect(near(old[3], (137, 138, 141), within: 40), "iOS 18's key shadow: \(old[3])")
    }

    @Test("Modifier keys are the colour of the letter keys", arguments: [ColorScheme.light, .dark])
    func modifierKeysMatch(_ scheme: ColorScheme) throws {
        let new = try svg(.iOS26, scheme: scheme), old = try svg(.iOS18, scheme: scheme)
        let modifier = scheme == .dark ? "#464646" : "#ABB0BA"
        #expect(try SVGQuery(old).fills.contains(modifier))
        #expect(try !SVGQuery(new).fills.contains(modifier))
    }

    @Test("Keyboard toolbar items float on glass with no bar behind them, 8 pt above the keyboard")
    func keyboardToolbarOnGlass() throws {
        let form = NavigationStack {
            Form { TextField("Email", text: .constant("")) }.navigationTitle("Sign In").toolbar {
                ToolbarItemGroup(placement: .keyboard) { Spacer(); Button("Done") {} }
            }
        }
        func drawn(_ look: PlatformLook) throws -> String {
            var renderer = SVGRenderer(content: form, device: .iPhone15Pro)
            renderer.keyboardVisible = true
            renderer.platformLook = look
            return try renderer.svg()
        }
        let new = try drawn(.iOS26), old = try drawn(.iOS18)
        #expect(try SVGQuery(new).labels.contains("Done"))
        #expect(try SVGQuery(old).fills.contains("#D1D3D9"), "iOS 18's bar: the keyboard's grey")
        #expect(try !SVGQuery(new).fills.contains("#D1D3D9"), "iOS 26: no bar")
        // The keyboard's top is at y 516: iOS 18's 44 pt bar spans 472–516; iOS 26's capsules end at 508.
        let p = try SVGShot.pixels(SVGShot.render(new, renderer: .rsvg, name: "keyboard-bar-ios26"), [(x: 196, y: 490), (x: 340, y: 512)])
        let q = try SVGShot.pixels(SVGShot.render(old, renderer: .rsvg, name: "keyboard-bar-ios18"), [(x: 196, y: 490)])
        #expect(near(p[0], (242, 242, 247)), "the form's grey between the capsules: \(p[0])")
        #expect(near(p[1], (242, 242, 247), within: 8), "the gap under the Done capsule: \(p[1])")
        #expect(near(q[0], (209, 211, 217)), "iOS 18's bar: \(q[0])")
    }
}
