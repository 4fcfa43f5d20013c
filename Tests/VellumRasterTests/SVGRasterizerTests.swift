import Foundation
import Testing
import VellumCore
import VellumRaster
import VellumTestSupport

/// ``SVGRasterizer``: librsvg's own pixels, the same bytes every time and on every
/// thread, and a named error when the libraries are missing.
@Suite("SVG rasterizer")
struct SVGRasterizerTests {
    /// A gradient square, a rounded clip and a half-transparent stroke: 40 × 30 points.
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30">\
        <defs><linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="40" y2="0">\
        <stop offset="0" stop-color="#FF0000"/><stop offset="1" stop-color="#0000FF"/></linearGradient>\
        <clipPath id="c"><rect x="2" y="2" width="36" height="26" rx="8"/></clipPath></defs>\
        <g clip-path="url(#c)"><rect width="40" height="30" fill="url(#g)"/></g>\
        <circle cx="20" cy="15" r="9" fill="none" stroke="#00FF00" stroke-opacity="0.5" stroke-width="3"/></svg>
        """

    @Test("the PNG has exactly the pixels rsvg-convert draws, at 1× and 3×", arguments: [1, 3])
    func equalsRsvgConvert(scale: Int) throws {
        let png = try SVGRasterizer().png(svg: Self.svg, scale: Double(scale))
        let image = try PNGImage(bytes: [UInt8](png))
        #expect((image.width, image.height) == (40 * scale, 30 * scale))
        let reference = try PNGImage(contentsOf: try SVGShot.render(Self.svg, renderer: .rsvg, scale: scale, name: "rasterizer-\(scale)x"))
        let identical = image.rgba == reference.rgba   // a Bool, so a failure prints the comparison, not every pixel
        #expect(identical, "\(PNGComparison(image, reference, tolerance: 0).description(maxFraction: 0))")
        // Transparent outside the rounded clip, the gradient's red at the left and blue at the right inside it.
        #expect(try image.pixel(0, 0)[3] == 0)
        let left = try image.pixel(3 * scale, 15 * scale), right = try image.pixel(37 * scale - 1, 15 * scale)
        #expect(left[0] > 200 && left[2] < 60 && left[3] == 255, "\(left)")
        #expect(right[2] > 200 && right[0] < 60 && right[3] == 255, "\(right)")
    }

    @Test("pixels() reads the colours the PNG has: straight RGBA, transparent where nothing is drawn")
    func pixelsMatchThePNG() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">\
            <rect width="10" height="10" fill="#FF8000"/><rect x="10" width="5" height="10" fill="#0000FF" fill-opacity="0.5"/></svg>
            """
        let pixels = try SVGRasterizer().pixels(svg: svg, scale: 2)
        #expect((pixels.width, pixels.height) == (40, 20))
        #expect(pixels.color(at: CGPoint(x: 5, y: 5)) == RGBAColor(255, 128, 0))
        let half = try #require(pixels.color(at: CGPoint(x: 12, y: 5)))
        #expect(half.red == 0 && half.green == 0 && abs(half.blue - 1) < 0.01 && abs(half.alpha - 0.5) < 0.01, "\(half)")
        #expect(pixels.color(at: CGPoint(x: 18, y: 5))?.alpha == 0)
        #expect(pixels.color(at: CGPoint(x: 25, y: 5)) == nil, "outside the picture")
    }

    @Test("a size given is the viewport: the picture is that size times the scale, rounded up")
    func givenSize() throws {
        let png = try SVGRasterizer().png(svg: Self.svg, size: CGSize(width: 20.2, height: 15), scale: 2)
        let image = try PNGImage(bytes: [UInt8](png))
        #expect((image.width, image.height) == (41, 30))
        // Without a size, the root's width and height, absolute units at 96 per inch (as rsvg-convert and browsers read them).
        let inches = #"<svg xmlns="http://www.w3.org/2000/svg" width="0.5in" height="0.25in" viewBox="0 0 10 5"><rect width="10" height="5"/></svg>"#
        let measured = try PNGImage(bytes: [UInt8](try SVGRasterizer().png(svg: inches)))
        #expect((measured.width, measured.height) == (48, 24))
        #expect(try measured.pixel(47, 23) == [0, 0, 0, 255])
    }

    @Test("the same document gives the same bytes, twice and from eight tasks at once")
    func sameBytes() async throws {
        let first = try SVGRasterizer().png(svg: Self.svg, scale: 2)
        #expect(try SVGRasterizer().png(svg: Self.svg, scale: 2) == first)
        let all = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try SVGRasterizer().png(svg: Self.svg, scale: 2) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(all.count == 8)
        #expect(all.allSatisfy { $0 == first })
    }

    @Test("a missing library is a VellumError that names it and what to install")
    func missingLibrary() throws {
        let names = RasterLibraryNames(rsvg: ["librsvg-vellum-missing.so.9"])
        let error = try #require(throws: VellumError.self) { try SVGRasterizer(libraries: names).png(svg: Self.svg) }
        #expect(error.code == .missingLibrary)
        #expect(error.subject == "librsvg-vellum-missing.so.9")
        #expect(error.message.contains("librsvg-vellum-missing.so.9") && error.message.contains("librsvg2-2"), "\(error.message)")
        // Asked again, the same error (the failure is remembered, nothing crashes).
        #expect(throws: error) { try SVGRasterizer(libraries: names).png(svg: Self.svg) }
        // The system's libraries are not affected.
        #expect(try !SVGRasterizer().png(svg: Self.svg).isEmpty)
    }

    @Test("a document librsvg cannot read, a scale that is not positive and a picture too large are errors")
    func badInput() throws {
        let unreadable = try #require(throws: VellumError.self) { try SVGRasterizer().png(svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"") }
        #expect(unreadable.code == .corruptFile)
        #expect(unreadable.message.hasPrefix("librsvg could not read the SVG: "), "\(unreadable.message)")
        #expect(throws: VellumError.self) { try SVGRasterizer().png(svg: "") }
        for scale in [0, -1, Double.nan, .infinity] {
            #expect(throws: VellumError.self) { try SVGRasterizer().png(svg: Self.svg, scale: scale) }
        }
        let huge = try #require(throws: VellumError.self) { try SVGRasterizer().png(svg: Self.svg, scale: 1000) }
        #expect(huge.code == .tooLarge)
        let empty = try #require(throws: VellumError.self) { try SVGRasterizer().png(svg: Self.svg, size: .zero) }
        #expect(empty.code == .invalidArgument)
    }
}
