import Foundation
import Testing
import Vellum
import VellumExamples
import VellumSnapshotTesting

/// Every example, in each variant it declares (light and dark, and for some
/// a Dynamic Type range or right to left) and, for a screen whose system
/// chrome changes, in iOS 26's look, against its reference under
/// `snapshots/ExampleSnapshotTests/`, `example.<name>.<variant>.svg`: any
/// change to any example is seen.
/// Re-record with `VELLUM_RECORD=all swift test --filter ExampleSnapshotTests`.
@Suite struct ExampleSnapshotTests {
    @Test(arguments: ExampleGallery.all.map(\.name))
    func example(_ name: String) throws {
        let example = try #require(ExampleGallery.named(name))
        var drawn: [String: String] = [:]
        for variant in example.galleryVariants {
            let svg = try example.svg(variant)
            drawn[variant.name] = svg
            // A screen that draws the same in both looks keeps one reference, its iOS 18 one (drawn just before).
            if let base = example.iOS18Variant(of: variant), drawn[base.name] == svg { continue }
            assertSVGSnapshot(ofSVG: svg, named: "\(name).\(variant.name)")
        }
    }

    /// Every screen example's accessibility hierarchy, light, as VoiceOver reads
    /// it (`example.<name>.accessibility.txt`): what each element says, in order.
    @Test(arguments: ExampleGallery.all.filter { $0.device != nil }.map(\.name))
    func accessibility(_ name: String) throws {
        let example = try #require(ExampleGallery.named(name))
        assertAccessibilitySnapshot(ofText: try example.renderer(colorScheme: .light).accessibilityTree(), named: name)
    }

    @Test func captionedPhotoPreviews() throws {
        let previews = try ExampleGallery.captionedPhotoPreviews()
        #expect(previews.count == 3)
        for (index, svg) in previews.enumerated() {
            assertSVGSnapshot(ofSVG: svg, named: "preview-\(index + 1)")
        }
    }

    /// Device chrome (status bar, keyboard, home indicator, corners) on the
    /// three kinds of screen: Dynamic Island, home button, iPad.
    @Test func deviceChrome() throws {
        let login = try #require(ExampleGallery.named("login-form"))
        for scheme in [ColorScheme.light, .dark] {
            assertSVGSnapshot(ofSVG: try login.svg(colorScheme: scheme, keyboardVisible: true, chrome: true),
                              named: "login-form.keyboard.\(scheme.fileSuffix)")
        }
        let settings = try #require(ExampleGallery.named("settings"))
        assertSVGSnapshot(ofSVG: try settings.svg(colorScheme: .light, device: .iPhoneSE, keyboardVisible: true, chrome: true),
                          named: "settings.iPhoneSE.keyboard")
        assertSVGSnapshot(ofSVG: try settings.svg(colorScheme: .dark, device: .iPadPro11, chrome: true),
                          named: "settings.iPadPro11.dark")
        // The focused field's decimal pad, with the keyboard toolbar above it.
        let transfer = try #require(ExampleGallery.named("transfer"))
        assertSVGSnapshot(ofSVG: try transfer.svg(colorScheme: .light, keyboardVisible: true, chrome: true),
                          named: "transfer.keyboard.light")
    }
}

extension ColorScheme {
    /// `light` or `dark`, as in the gallery's file names.
    var fileSuffix: String { self == .dark ? "dark" : "light" }
}
