import Testing
import VellumXMLDiff

/// Pairs that differ in one thing each must name it, at the right path.
@Suite struct DifferenceTests {
    func only(_ a: String, _ b: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> XMLDifference? {
        let result = try SVGDiff.compare(a, b)
        #expect(result.differences.count == 1, "got: \(result.summary())", sourceLocation: sourceLocation)
        return result.differences.first
    }

    @Test func attributeChanged() throws {
        let difference = try only(
            #"<svg><g/><g><rect width="10"/><rect width="80"/></g></svg>"#,
            #"<svg><g/><g><rect width="10"/><rect width="81"/></g></svg>"#)
        #expect(difference?.description == "/svg/g[2]/rect[2]@width: 80 → 81")
        #expect(difference?.kind == .attributeChanged)
        #expect(difference?.attribute == "width")
    }

    @Test func colourChangeUsesCanonicalSpelling() throws {
        let difference = try only(##"<svg><rect fill="#b73d67"/></svg>"##, #"<svg><rect fill="magenta"/></svg>"#)
        #expect(difference?.description == "/svg/rect[1]@fill: #B73D67 → #FF00FF")
    }

    @Test func attributeAddedAndRemoved() throws {
        let added = try only(#"<svg><rect/></svg>"#, ##"<svg><rect stroke="#000"/></svg>"##)
        #expect(added?.kind == .attributeAdded)
        #expect(added?.description == "/svg/rect[1]@stroke: added #000000")
        let removed = try only(#"<svg><rect rx="2"/></svg>"#, #"<svg><rect/></svg>"#)
        #expect(removed?.kind == .attributeRemoved)
        #expect(removed?.location == "/svg/rect[1]@rx")
    }

    @Test func textChanged() throws {
        let difference = try only(#"<svg><text>t1</text></svg>"#, #"<svg><text>t1!</text></svg>"#)
        #expect(difference?.kind == .textChanged)
        #expect(difference?.description == #"/svg/text[1]: text "t1" → "t1!""#)
    }

    @Test func elementInsertedAndDeleted() throws {
        let inserted = try only(
            #"<svg><g><rect x="0"/><rect x="1"/></g></svg>"#,
            #"<svg><g><rect x="0"/><circle r="3"/><rect x="1"/></g></svg>"#)
        #expect(inserted?.kind == .elementInserted)
        #expect(inserted?.path == "/svg/g[1]/circle[1]")
        let deleted = try only(
            #"<svg><g><rect x="0"/><rect x="1"/><rect x="2"/></g></svg>"#,
            #"<svg><g><rect x="0"/><rect x="2"/></g></svg>"#)
        #expect(deleted?.kind == .elementDeleted)
        #expect(deleted?.path == "/svg/g[1]/rect[2]")
    }

    @Test func pathAndTransformChanges() throws {
        let path = try only(#"<svg><path d="M0 0 L10 0"/></svg>"#, #"<svg><path d="M0 0 L10 1"/></svg>"#)
        #expect(path?.location == "/svg/path[1]@d")
        let transform = try only(#"<svg><g transform="translate(704,0)"/></svg>"#, #"<svg><g transform="translate(704,2)"/></svg>"#)
        #expect(transform?.description == "/svg/g[1]@transform: translate(704,0) → translate(704,2)")
    }

    @Test func referenceToADifferentElement() throws {
        let difference = try only(
            #"<svg><defs><linearGradient id="a"/><linearGradient id="b" x1="1"/></defs><rect fill="url(#a)"/></svg>"#,
            #"<svg><defs><linearGradient id="a"/><linearGradient id="b" x1="1"/></defs><rect fill="url(#b)"/></svg>"#)
        #expect(difference?.location == "/svg/rect[1]@fill")
    }

    @Test func styleDeclarationChange() throws {
        let difference = try only(#"<svg><rect style="fill:red;opacity:1"/></svg>"#, #"<svg><rect style="opacity:1;fill:blue"/></svg>"#)
        #expect(difference?.location == "/svg/rect[1]@style")
    }

    @Test func childOrderIsSignificant() throws {
        let result = try SVGDiff.compare(#"<svg><rect/><circle/></svg>"#, #"<svg><circle/><rect/></svg>"#)
        #expect(!result.isEqual)
    }

    @Test func differentRootNames() throws {
        let result = try SVGDiff.compare("<svg/>", "<html/>")
        #expect(result.differences.map(\.kind) == [.elementDeleted, .elementInserted])
    }

    @Test func unifiedDiffShowsTheChangeWithContext() throws {
        let result = try SVGDiff.compare(
            #"<svg><rect x="1"/><rect x="2"/><rect x="3"/></svg>"#,
            #"<svg><rect x="1"/><rect x="5"/><rect x="3"/></svg>"#, aName: "ref.svg", bName: "new.svg")
        let diff = result.unifiedDiff
        #expect(diff.hasPrefix("--- ref.svg\n+++ new.svg\n@@ -1,5 +1,5 @@\n"))
        #expect(diff.contains("\n-  <rect x=\"2\"/>\n+  <rect x=\"5\"/>\n"))
        #expect(diff.contains("\n   <rect x=\"1\"/>\n"))
    }

    @Test func summaryLimitsLines() throws {
        let a = "<svg>" + (0..<30).map { "<rect x=\"\($0)\"/>" }.joined() + "</svg>"
        let b = "<svg>" + (0..<30).map { "<rect x=\"\($0 + 100)\"/>" }.joined() + "</svg>"
        let result = try SVGDiff.compare(a, b)
        #expect(result.differences.count == 30)
        let lines = result.summary(limit: 5).split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.last == "… and 25 more")
    }
}
