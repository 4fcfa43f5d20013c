import Testing
@testable import VellumCLI

/// `LineDiff`: the changed lines between two view trees, in order, bounded.
@Suite struct LineDiffTests {
    @Test func aChangedLineIsRemovedThenAdded() {
        #expect(LineDiff.changes(old: "a\nb\nc", new: "a\nB\nc") == ["- b", "+ B"])
        #expect(LineDiff.changes(old: "a\nb", new: "a\nb") == [])
    }

    @Test func insertionsAndDeletionsKeepTheirPlaces() {
        let old = "VStack (0, 0, 100, 40)\n  Text \"A\" (0, 0, 10, 20)\n  Text \"B\" (0, 20, 10, 20)"
        let new = "VStack (0, 0, 100, 60)\n  Text \"A\" (0, 0, 10, 20)\n  Text \"C\" (0, 20, 10, 20)\n  Text \"B\" (0, 40, 10, 20)"
        #expect(LineDiff.changes(old: old, new: new) == [
            "- VStack (0, 0, 100, 40)", "+ VStack (0, 0, 100, 60)",
            "- Text \"B\" (0, 20, 10, 20)".replacingOccurrences(of: "- ", with: "-   "),
            "+   Text \"C\" (0, 20, 10, 20)", "+   Text \"B\" (0, 40, 10, 20)",
        ])
    }

    @Test func longDiffsAreCutAndHugeTextsAreNotCompared() throws {
        let old = (0..<100).map { "line \($0)" }.joined(separator: "\n")
        let new = (0..<100).map { "row \($0)" }.joined(separator: "\n")
        let lines = try #require(LineDiff.changes(old: old, new: new, limit: 10))
        #expect(lines.count == 11 && lines.last == "… 190 more changed lines")
        #expect(LineDiff.changes(old: old, new: new, maxLines: 150) == nil)
    }
}
