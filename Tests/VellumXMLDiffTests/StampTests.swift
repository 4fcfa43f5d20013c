import Testing
import VellumXMLDiff

/// The `data-vellum-*` stamp on the root (Vellum's version and font set) is not part of the picture.
@Suite struct StampTests {
    let unstamped = #"<svg xmlns="http://www.w3.org/2000/svg" width="10"><rect width="5" fill="red"/></svg>"#
    let stamped = #"<svg data-vellum-version="0.9.0" data-vellum-fonts="aaaaaaaaaaaa" xmlns="http://www.w3.org/2000/svg" width="10"><rect width="5" fill="red"/></svg>"#
    let restamped = #"<svg xmlns="http://www.w3.org/2000/svg" data-vellum-fonts="bbbbbbbbbbbb" width="10" data-vellum-version="0.10.0"><rect width="5" fill="red"/></svg>"#

    @Test func aReferenceWithoutTheStampEqualsAStampedPicture() throws {
        for (a, b) in [(unstamped, stamped), (stamped, unstamped)] {
            let result = try SVGDiff.compare(a, b)
            #expect(result.isEqual, "\(result.summary())")
            #expect(result.unifiedDiff.isEmpty)
        }
    }

    @Test func differentStampsAreEqual() throws {
        let result = try SVGDiff.compare(stamped, restamped)
        #expect(result.isEqual, "\(result.summary())")
        #expect(result.unifiedDiff.isEmpty)
    }

    @Test func aRealChangeUnderAStampIsStillFoundAtItsPlace() throws {
        let changed = restamped.replacingOccurrences(of: "fill=\"red\"", with: "fill=\"blue\"")
        let result = try SVGDiff.compare(stamped, changed)
        #expect(result.differences.map(\.description) == ["/svg/rect[1]@fill: #FF0000 → #0000FF"])
        #expect(!result.unifiedDiff.contains("data-vellum"))
    }

    @Test func onlyTheRootsStampIsIgnored() throws {
        let a = #"<svg><g data-vellum-version="1"/></svg>"#
        let b = #"<svg><g data-vellum-version="2"/></svg>"#
        #expect(try !SVGDiff.compare(a, b).isEqual)
        // And other data attributes on the root still count.
        #expect(try !SVGDiff.compare(#"<svg data-name="a"/>"#, #"<svg data-name="b"/>"#).isEqual)
    }
}
