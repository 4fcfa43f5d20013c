import Foundation
import Testing
@testable import VellumCLI
import VellumCore
import VellumRaster
import VellumTestSupport

/// The difference picture of `vellum review`: the changed pixels, gathered into boxed regions, drawn by librsvg.
@Suite struct ReviewDifferenceTests {
    func svg(width: Int = 40, height: Int = 20, _ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\"><rect width=\"\(width)\" height=\"\(height)\" fill=\"#FFFFFF\"/>\(body)</svg>"
    }

    @Test func aChangedColourIsOneRegionAroundItsShape() throws {
        let before = svg("<rect x=\"2\" y=\"3\" width=\"4\" height=\"5\" fill=\"#FF0000\"/><rect x=\"30\" y=\"10\" width=\"4\" height=\"4\" fill=\"#000000\"/>")
        let after = svg("<rect x=\"2\" y=\"3\" width=\"4\" height=\"5\" fill=\"#0000FF\"/><rect x=\"30\" y=\"10\" width=\"4\" height=\"4\" fill=\"#000000\"/>")
        let difference = try ReviewDifference(before: before, after: after)
        #expect(difference.regions == [ReviewDifference.Region(x: 2, y: 3, width: 4, height: 5)])
        // The whole picture: the head faded under the changed pixels (one row each) and the region's box.
        let head = "data:image/svg+xml;base64," + Data(after.utf8).base64EncodedString()
        #expect(difference.svg == """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">
            <title>Vellum review: 1 changed region</title>
            <rect width="40" height="20" fill="#FFFFFF"/>
            <image width="40" height="20" opacity="0.3" href="\(head)"/>
            <path fill="#FF2D55" d="M2 3h4v1h-4zM2 4h4v1h-4zM2 5h4v1h-4zM2 6h4v1h-4zM2 7h4v1h-4z"/>
            <g fill="none" stroke="#FF2D55" stroke-width="1"><rect x="0.5" y="1.5" width="7" height="8"/></g>
            </svg>

            """)
        #expect(try ReviewDifference(before: before, after: after).svg == difference.svg, "the same bytes every time")
        // librsvg reads the picture, and paints the changed pixels red.
        let pixels = try SVGRasterizer().pixels(svg: difference.svg)
        #expect(pixels.color(at: CGPoint(x: 3, y: 4)) == RGBAColor(255, 45, 85, 1))
        #expect(pixels.color(at: CGPoint(x: 20, y: 15))?.red == 1, "unchanged: the head's white, faded over white")
        let faded = try #require(pixels.color(at: CGPoint(x: 31, y: 11)))
        #expect(abs(faded.red - 0.7) < 0.02 && faded.red == faded.blue, "unchanged: the head's black square at 30 % over white, \(faded)")
    }

    @Test func changesFarApartAreRegionsOfTheirOwnAndAGrownPictureChangedWhereItGrew() throws {
        let before = svg("<rect x=\"1\" y=\"1\" width=\"2\" height=\"2\" fill=\"#000000\"/><rect x=\"30\" y=\"12\" width=\"3\" height=\"3\" fill=\"#000000\"/>")
        let after = svg("<rect x=\"1\" y=\"1\" width=\"2\" height=\"2\" fill=\"#00FF00\"/><rect x=\"30\" y=\"12\" width=\"3\" height=\"3\" fill=\"#00FF00\"/>")
        #expect(try ReviewDifference(before: before, after: after).regions
                == [ReviewDifference.Region(x: 1, y: 1, width: 2, height: 2), ReviewDifference.Region(x: 30, y: 12, width: 3, height: 3)])
        #expect(try ReviewDifference(before: before, after: before).regions.isEmpty)
        let unchanged = try SVGQuery(try ReviewDifference(before: before, after: before).svg)
        #expect(unchanged.elements(named: "path").isEmpty && unchanged.elements(named: "g").isEmpty, "no changed pixels and no boxes: \(unchanged)")
        let grown = try ReviewDifference(before: svg(""), after: svg(width: 40, height: 30, ""))
        #expect(grown.regions == [ReviewDifference.Region(x: 0, y: 20, width: 40, height: 10)])
        #expect(grown.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"30\""))
    }
}
