import Foundation
import Testing
import Vellum
@testable import VellumSnapshotTesting

/// `assertViewTreeSnapshot`: the view tree as a text reference, under the record modes.
@Suite @MainActor struct ViewTreeSnapshotTests {
    struct Swatch: View {
        var colour: Color
        var body: some View {
            Rectangle().fill(colour).frame(width: 40, height: 20)
        }
    }

    @Test func recordsTextThenMatchesThenListsTheChangedLines() throws {
        let folder = try TemporaryFolder()
        let size = CGSize(width: 100, height: 50)
        let reference = folder.file("ViewTreeSnapshotTests/recordsTextThenMatchesThenListsTheChangedLines.swatch.tree.txt")
        let tree = try SVGRenderer(content: Swatch(colour: .red), size: size).viewTree()
        let ci = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false
        if ci {
            try folder.write(tree, to: reference)
        } else {
            withKnownIssue {
                assertViewTreeSnapshot(of: Swatch(colour: .red), size: size, named: "swatch", snapshotDirectory: folder.path)
            }
        }
        #expect(folder.contents(reference) == tree, "the reference is the tree, as text")
        assertViewTreeSnapshot(of: Swatch(colour: .red), size: size, named: "swatch", snapshotDirectory: folder.path)
        withKnownIssue {
            assertViewTreeSnapshot(of: Swatch(colour: .blue), size: size, named: "swatch", snapshotDirectory: folder.path,
                                   record: .never)
        } matching: { issue in
            issue.comments.contains { comment in
                let text = comment.rawValue
                return text.contains("1 changed line") == false && text.contains("2 changed lines")
                    && text.contains("- 2:   Rectangle fill=#FF3B30") && text.contains("+ 2:   Rectangle fill=#007AFF")
            }
        }
        #expect(folder.contents(reference) == tree, "never leaves the reference alone")
    }

    @Test func failedModeReRecordsAChangedTree() throws {
        let folder = try TemporaryFolder()
        let location = SnapshotLocation(reference: folder.file("tree.tree.txt"), actual: folder.file("out/tree.tree.txt"),
                                        report: folder.file("out/tree.html"))
        try folder.write("a\nb\nc\n", to: location.reference)
        let verifier = SnapshotVerifier(name: "tree", location: location, mode: .failed, format: .text)
        let outcome = verifier.verify { "a\nB\nc\n" }
        #expect(outcome.message?.contains("Re-recorded the reference") == true)
        #expect(folder.contents(location.reference) == "a\nB\nc\n")
        #expect(folder.contents(location.actual) == "a\nB\nc\n")
        #expect(SnapshotVerifier(name: "tree", location: location, mode: .never, format: .text).verify { "a\nB\nc\n" } == .matched)
        #expect(!folder.exists(location.actual), "a match cleans the actual file")
    }

    @Test func lineDiffKeepsTheCommonLinesAndNamesTheRest() {
        let diff = LineDiff(reference: "a\nb\nc\nd", actual: "a\nc\nd\ne")
        #expect(diff.changes.map(\.description) == ["- 2: b", "+ 4: e"])
        let changed = LineDiff(reference: "x\ny", actual: "x\nz")
        #expect(changed.changes.map(\.description) == ["- 2: y", "+ 2: z"])
        #expect(LineDiff(reference: "same", actual: "same").changes.isEmpty)
        #expect(LineDiff(reference: "1\n2\n3", actual: "").summary(limit: 2) == "- 1: 1\n- 2: 2\n… and 2 more")
    }
}
