import Testing
@testable import VellumLayout

/// Frames snap to the device's pixel grid as SwiftUI's do (swiftui-facts §2.4
/// "Pixel rounding" and the ground-truth display list of §9).
@Suite struct PixelRoundingTests {
    /// A centred 263.667-wide title on a 402-wide screen lands at 69.333, not 69.1667 (ties round up).
    @Test func centredTitle() {
        let laid = Laid(Node.fixed(791.0 / 3, 101.0 / 3, "title"), on: .canvas(402, 874))
        laid.expect("title", R(208.0 / 3, 1261.0 / 3, 791.0 / 3, 101.0 / 3))
    }

    /// At @2x a quarter point is half a pixel, and rounds up.
    @Test func tieAtTwoX() {
        let laid = Laid(Node.fixed(50.5, 10, "f"), on: .canvas(100, 10, scale: 2))
        #expect(laid.frame("f").minX == 25)
    }

    /// Every frame of the DisplayListExplorer capture (facts §9: iPhone 17 Pro, 402 × 874 @3x, safe area 62 / 34).
    /// Text and image sizes are taken from the capture, as fixed sizes.
    @Test func groundTruthDisplayList() {
        func square(_ name: String) -> LayoutNode { Node.color(name).frame(width: 60, height: 60, name + "Frame") }
        let root = Node.vstack(spacing: 24, [
            Node.vstack(spacing: 6, "titles", [Node.fixed(791.0 / 3, 101.0 / 3, "title"), Node.fixed(530.0 / 3, 61.0 / 3, "body")]),
            Node.hstack(spacing: 12, "colors", [square("red"), square("green"), square("blue")]),
            Node.hstack(spacing: 12, "shapes", [square("circle"), square("rect"), square("rounded")]),
            Node.image(80, 214.0 / 3, "image").aspectRatio(contentMode: .fit).frame(width: 80, height: 80, "imageFrame"),
        ]).padding(16, "padding")
        let laid = Laid(root, on: .iPhone17Pro)
        laid.expect("title", R(208.0 / 3, 285, 791.0 / 3, 101.0 / 3))
        laid.expect("body", R(338.0 / 3, 974.0 / 3, 530.0 / 3, 61.0 / 3))
        laid.expect("redFrame", R(99, 369, 60, 60))
        laid.expect("greenFrame", R(171, 369, 60, 60))
        laid.expect("blueFrame", R(243, 369, 60, 60))
        laid.expect("circleFrame", R(99, 453, 60, 60))
        laid.expect("imageFrame", R(161, 537, 80, 80))
        laid.expect("image", R(161, 1624.0 / 3, 80, 214.0 / 3))
    }
}
