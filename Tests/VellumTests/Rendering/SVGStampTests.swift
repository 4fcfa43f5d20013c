import Foundation
import Testing
@testable import Vellum

/// The version and font stamp on the SVGs written for snapshots and galleries.
@Suite struct SVGStampTests {
    let stamp = SVGStamp(version: "1.2.3", fonts: "abcdef012345")

    @Test func theStampGoesOnTheRootAndReadsBack() {
        let svg = #"<svg width="10" height="10"><g data-vellum-version="9"/></svg>"#
        let stamped = stamp.applied(to: svg)
        #expect(stamped == #"<svg data-vellum-version="1.2.3" data-vellum-fonts="abcdef012345" width="10" height="10"><g data-vellum-version="9"/></svg>"#)
        #expect(SVGStamp(readFrom: stamped) == stamp)
        #expect(stamp.applied(to: stamped) == stamped, "stamping twice changes nothing")
    }

    @Test func anUnstampedSVGHasNoStamp() {
        #expect(SVGStamp(readFrom: #"<svg width="1"><g data-vellum-version="9"/></svg>"#) == nil)
        #expect(SVGStamp(readFrom: "not svg") == nil)
        #expect(stamp.applied(to: "<svgx/>") == "<svgx/>")
    }

    @Test func aDeclarationBeforeTheRootIsKept() {
        let stamped = stamp.applied(to: "<?xml version=\"1.0\"?>\n<svg>\n</svg>")
        #expect(stamped == "<?xml version=\"1.0\"?>\n<svg data-vellum-version=\"1.2.3\" data-vellum-fonts=\"abcdef012345\">\n</svg>")
    }

    @Test func valuesAreEscaped() {
        let odd = SVGStamp(version: #"1"<2"#, fonts: "&")
        let stamped = odd.applied(to: "<svg/>")
        #expect(stamped == #"<svg data-vellum-version="1&quot;&lt;2" data-vellum-fonts="&amp;"/>"#)
    }

    @Test func thisProgramsStampNamesItsVersionAndFonts() {
        let current = SVGStamp.current
        #expect(current.version == VellumVersion.current)
        #expect(current.fonts.count == 12 && current.fonts.allSatisfy(\.isHexDigit), "\(current.fonts)")
        #expect(current == SVGStamp.current, "computed once, the same each time")
    }

    @Test func theRendererItselfIsNotStamped() throws {
        let svg = try SVGRenderer(content: Text("Hi"), size: CGSize(width: 40, height: 20)).svg()
        #expect(SVGStamp(readFrom: svg) == nil)
    }
}
