import Foundation
import Testing
import Vellum
import VellumLayout
import VellumViewsTestSupport

/// A turned device drawn: its layout, its SVG's size and its chrome (the
/// values themselves are `VellumScreenTests`' `OrientationTests`).
@Suite("Devices: orientation, rendered")
struct OrientationRenderTests {
    @Test("Layout: in landscape the content fills the landscape safe area")
    func landscapeLayout() throws {
        let device = Device.iPhone15Pro.oriented(.landscapeLeft)
        let result = try DeviceLayout.layout(Color.red, device: device)
        let frame = try #require(DeviceLayout.frames(result, named: "Color").first)
        #expect(frame == CGRect(x: 59, y: 0, width: 734, height: 372))
        let keyboard = try DeviceLayout.layout(Color.red, device: device, keyboard: true)
        #expect(try #require(DeviceLayout.frames(keyboard, named: "Color").first).height == 393 - 209)
    }

    @Test("SVG: a landscape render is the landscape screen's size, with or without chrome", arguments: Device.presets)
    func landscapeSVG(_ device: Device) throws {
        let turned = device.oriented(.landscapeRight)
        var renderer = SVGRenderer(content: Text("Hello"), device: turned)
        let size = try SVGHeader(try renderer.svg())
        #expect(size.width == turned.size.width && size.height == turned.size.height)
        #expect(size.width > size.height)
        renderer.showsDeviceChrome = true
        renderer.keyboardVisible = true
        let chrome = try SVGHeader(try renderer.svg())
        #expect(chrome.width == turned.size.width && chrome.height == turned.size.height)
    }

    @Test("Chrome: no status bar on a landscape iPhone; the island on the side of the device's top")
    func landscapeChrome() throws {
        var left = SVGRenderer(content: Color.white, device: .iPhone15Pro.oriented(.landscapeLeft))
        left.showsDeviceChrome = true
        let l = try RenderedPair(svg: try left.svg(), name: "landscape-left-chrome")
        try l.expect(29, 196, near: [0, 0, 0], tolerance: 10, "the island on the left")
        try l.expect(852 - 29, 196, near: [255, 255, 255], tolerance: 10, "nothing on the right")
        try l.expect(426, 382, near: [0, 0, 0], tolerance: 60, "the home indicator along the bottom")
        try l.expect(60, 20, near: [255, 255, 255], tolerance: 10, "no status bar time at the top left")
        var right = left
        right.device = .iPhone15Pro.oriented(.landscapeRight)
        let r = try RenderedPair(svg: try right.svg(), name: "landscape-right-chrome")
        try r.expect(852 - 29, 196, near: [0, 0, 0], tolerance: 10, "the island on the right")
        try r.expect(29, 196, near: [255, 255, 255], tolerance: 10, "nothing on the left")
    }
}

/// The `width` and `height` of an SVG document's root element.
struct SVGHeader {
    let width: Double
    let height: Double

    struct Missing: Error { let svg: String }

    init(_ svg: String) throws {
        guard let end = svg.firstIndex(of: ">") else { throw Missing(svg: svg) }
        let root = String(svg[..<end])
        func attribute(_ name: String) throws -> Double {
            guard let start = root.range(of: " \(name)=\"") else { throw Missing(svg: root) }
            let rest = root[start.upperBound...]
            guard let close = rest.firstIndex(of: "\""), let value = Double(rest[..<close]) else { throw Missing(svg: root) }
            return value
        }
        width = try attribute("width")
        height = try attribute("height")
    }
}
