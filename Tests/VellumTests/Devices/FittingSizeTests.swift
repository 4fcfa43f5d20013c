import Foundation
import Testing
import Vellum
import VellumLayout
import VellumTestSupport
import VellumViewsTestSupport

/// `SVGRenderer.proposedSize` and `init(content:proposedSize:)`: a canvas the
/// size the root view chooses for a proposal, as `ImageRenderer.proposedSize`
/// and Xcode's `sizeThatFitsLayout`.
@Suite("Devices: fitting size")
struct FittingSizeTests {
    @Test("Text(\"Hello\").padding(): the canvas is the text's size plus the padding, the text 16 in")
    func paddedText() throws {
        let text = try SVGHeader(try SVGRenderer(content: Text("Hello")).svg())
        let padded = try SVGHeader(try SVGRenderer(content: Text("Hello").padding()).svg())
        #expect(text.width > 20 && text.height > 15)
        #expect(abs(padded.width - (text.width + 32)) < 1e-9)
        #expect(abs(padded.height - (text.height + 32)) < 1e-9)

        let root = try DeviceLayout.lower(Text("Hello").padding())
        let result = LayoutEngine.layout(root, fitting: .unspecified, text: DeviceLayout.text, displayScale: 3)
        let frame = try #require(DeviceLayout.frames(result, named: "Text").first)
        #expect(abs(frame.minX - 16) < 1e-9 && abs(frame.minY - 16) < 1e-9)
        #expect(abs(result.environment.bounds.width - padded.width) < 1e-3)
        #expect(result.frames[result.rootID].origin == .zero)
    }

    @Test("A fixed frame fits exactly")
    func fixedFrame() throws {
        let svg = try SVGRenderer(content: Color.red.frame(width: 120, height: 40)).svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"40\" viewBox=\"0 0 120 40\">"))
        #expect(try SVGQuery(svg).has(nil, with: ["width": "120", "height": "40", "fill": "#FF3B30"]))
    }

    @Test("A flexible view: its ideal 10 × 10 unspecified, the proposal when one is given")
    func flexible() throws {
        let ideal = try SVGHeader(try SVGRenderer(content: Color.red, proposedSize: .unspecified).svg())
        #expect(ideal.width == 10 && ideal.height == 10)
        let proposed = try SVGHeader(try SVGRenderer(content: Color.red, proposedSize: ProposedViewSize(width: 300, height: 200)).svg())
        #expect(proposed.width == 300 && proposed.height == 200)
        let half = try SVGHeader(try SVGRenderer(content: Color.red, proposedSize: ProposedViewSize(width: 300, height: nil)).svg())
        #expect(half.width == 300 && half.height == 10)
        let infinite = try SVGHeader(try SVGRenderer(content: Color.red, proposedSize: .infinity).svg())
        #expect(infinite.width == 10 && infinite.height == 10)
    }

    @Test("The canvas is rounded up to the display scale's pixel grid")
    func pixelGrid() throws {
        var renderer = SVGRenderer(content: Color.red.frame(width: 10.1, height: 10))
        let third = try SVGHeader(try renderer.svg())
        #expect(abs(third.width - 31.0 / 3) < 1e-3 && third.height == 10)
        renderer.displayScale = 2
        let half = try SVGHeader(try renderer.svg())
        #expect(half.width == 10.5 && half.height == 10)
    }

    @Test("Unset by default: a canvas keeps its size, the view centred; a device ignores a proposal")
    func unsetAndDevices() throws {
        let canvas = SVGRenderer(content: Color.red.frame(width: 20, height: 20), size: CGSize(width: 100, height: 50))
        #expect(canvas.proposedSize == nil)
        let header = try SVGHeader(try canvas.svg())
        #expect(header.width == 100 && header.height == 50)
        #expect(try SVGQuery(canvas.svg()).has(nil, with: ["x": "40", "y": "15", "width": "20", "height": "20"]))

        var device = SVGRenderer(content: Color.red.frame(width: 20, height: 20), device: .iPhoneSE)
        device.proposedSize = .unspecified
        let screen = try SVGHeader(try device.svg())
        #expect(screen.width == 375 && screen.height == 667)
    }
}
