import Foundation
import Testing
import Vellum
import VellumTestSupport

/// `SVGRenderer.png(scale:)` and `writePNG(to:scale:)`: the PNG is librsvg's own
/// picture of the renderer's SVG, pixel for pixel, and close to Chromium's.
@Suite("PNG output")
struct PNGOutputTests {
    /// A picture to draw: a name, the renderer, the scale.
    struct Picture: Sendable, CustomStringConvertible {
        let name: String
        let scale: Int
        let renderer: @Sendable () -> SVGRenderer<AnyView>
        var description: String { "\(name) at \(scale)x" }
    }

    static let pictures: [Picture] = [
        Picture(name: "png-gradient", scale: 1) {
            SVGRenderer(content: AnyView(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .frame(width: 120, height: 60)), size: CGSize(width: 160, height: 80))
        },
        Picture(name: "png-text", scale: 2) {
            SVGRenderer(content: AnyView(Text("Vellum draws PNG").font(.title2).foregroundStyle(.indigo)), size: CGSize(width: 260, height: 50))
        },
        Picture(name: "png-symbol", scale: 2) {
            SVGRenderer(content: AnyView(Image(systemName: "star.fill").font(.system(size: 48)).foregroundStyle(.orange)), size: CGSize(width: 80, height: 80))
        },
        Picture(name: "png-clipped", scale: 1) {
            SVGRenderer(content: AnyView(Color.green.frame(width: 120, height: 80)
                .overlay(Circle().fill(.yellow).frame(width: 90, height: 90))
                .clipShape(RoundedRectangle(cornerRadius: 20))), size: CGSize(width: 140, height: 100))
        },
        Picture(name: "png-screen-3x", scale: 3) {
            SVGRenderer(content: AnyView(VStack(spacing: 12) {
                Text("Sign in").font(.largeTitle).bold()
                RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(height: 44).overlay(Text("Continue").foregroundStyle(.white))
            }.padding()), size: CGSize(width: 200, height: 140))
        },
    ]

    @Test("the PNG has exactly rsvg-convert's pixels for the same SVG, and agrees with Chromium's", arguments: pictures)
    func matchesRsvgAndChromium(_ picture: Picture) throws {
        let renderer = picture.renderer()
        let svg = try renderer.svg()
        let image = try PNGImage(bytes: [UInt8](try renderer.png(scale: CGFloat(picture.scale))))
        let size = try SVGSize(of: svg)
        #expect((image.width, image.height) == size.pixels(scale: picture.scale))
        // Something is drawn: not a blank picture.
        #expect(stride(from: 3, to: image.rgba.count, by: 4).contains { image.rgba[$0] > 0 })

        let rsvg = try PNGImage(contentsOf: try SVGShot.render(svg, renderer: .rsvg, scale: picture.scale, name: picture.name))
        let identical = image.rgba == rsvg.rgba   // a Bool, so a failure prints the comparison, not every pixel
        #expect(identical, "\(picture): \(PNGComparison(image, rsvg, tolerance: 0).description(maxFraction: 0))")

        let chromium = try PNGImage(contentsOf: try SVGShot.render(svg, renderer: .chromium, scale: picture.scale, name: picture.name))
        let comparison = PNGComparison(image, chromium, tolerance: 32)
        #expect(comparison.agrees(maxFraction: 0.02), "\(picture) against Chromium: \(comparison.description(maxFraction: 0.02))")
    }

    @Test("the Chromium comparison's tolerance catches a wrong picture")
    func toleranceCatchesAMismatch() throws {
        // The clipped picture, its circle moved: a real mismatch must fail the comparison above.
        let moved = SVGRenderer(content: Color.green.frame(width: 120, height: 80)
            .overlay(Circle().fill(.yellow).frame(width: 90, height: 90).offset(x: 12))
            .clipShape(RoundedRectangle(cornerRadius: 20)), size: CGSize(width: 140, height: 100))
        let image = try PNGImage(bytes: [UInt8](try moved.png()))
        let original = try Self.pictures[3].renderer().svg()
        let chromium = try PNGImage(contentsOf: try SVGShot.render(original, renderer: .chromium, scale: 1, name: "png-clipped-reference"))
        #expect(!PNGComparison(image, chromium, tolerance: 32).agrees(maxFraction: 0.02))
    }

    @Test("writePNG writes the PNG atomically, the same bytes as png()")
    func writesTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = Self.pictures[0].renderer()
        let url = folder.appendingPathComponent("gradient.png")
        try renderer.writePNG(to: url, scale: 2)
        #expect(try Data(contentsOf: url) == renderer.png(scale: 2))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["gradient.png"])
    }

    @Test("a device screen at 3x is the device's pixels")
    func deviceScreen() throws {
        let renderer = SVGRenderer(content: Text("Hello"), device: .iPhone15Pro)
        let start = Date()
        let image = try PNGImage(bytes: [UInt8](try renderer.png(scale: 3)))
        print("[png] iPhone 15 Pro screen at 3x: \(Int(Date().timeIntervalSince(start) * 1000)) ms, including the SVG")
        #expect((image.width, image.height) == (1179, 2556))
        #expect(try image.pixel(10, 10) == [255, 255, 255, 255])
    }
}
