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
        let verifier = SnapshotVerifier(name: "tree", location: location, mode: .failed, format: .text(fileExtension: "tree.txt"))
        let outcome = verifier.verify { "a\nB\nc\n" }
        #expect(outcome.message?.contains("Re-recorded the reference") == true)
        #expect(folder.contents(location.reference) == "a\nB\nc\n")
        #expect(folder.contents(location.actual) == "a\nB\nc\n")
        #expect(SnapshotVerifier(name: "tree", location: location, mode: .never, format: .text(fileExtension: "tree.txt")).verify { "a\nB\nc\n" } == .matched)
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

    @Test func anSVGSnapshotKeepsItsTreeAndAMismatchListsTheTreesChangedLines() throws {
        let folder = try TemporaryFolder()
        let size = CGSize(width: 100, height: 50)
        let base = "ViewTreeSnapshotTests/anSVGSnapshotKeepsItsTreeAndAMismatchListsTheTreesChangedLines.swatch"
        let renderer = SVGRenderer(content: Swatch(colour: .red), size: size)
        let ci = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false
        if ci {
            try folder.write(try renderer.svg(), to: folder.file(base + ".svg"))
            try folder.write(try renderer.viewTree(), to: folder.file(base + ".tree.txt"))
        } else {
            withKnownIssue {
                assertSVGSnapshot(of: Swatch(colour: .red), as: .size(size), named: "swatch", snapshotDirectory: folder.path)
            }
        }
        // Recorded with the SVG: the tree beside it.
        #expect(folder.contents(folder.file(base + ".tree.txt")) == (try renderer.viewTree()))
        assertSVGSnapshot(of: Swatch(colour: .red), as: .size(size), named: "swatch", snapshotDirectory: folder.path)
        withKnownIssue {
            assertSVGSnapshot(of: Swatch(colour: .blue), as: .size(size), named: "swatch", snapshotDirectory: folder.path, record: .never)
        } matching: { issue in
            issue.comments.contains { comment in
                let text = comment.rawValue
                return text.contains("View tree (2 changed lines, - reference, + actual):")
                    && text.contains("- 2:   Rectangle fill=#FF3B30") && text.contains("+ 2:   Rectangle fill=#007AFF")
            }
        }
        #expect(folder.contents(folder.file(base + ".tree.txt"))?.contains("#FF3B30") == true, "never leaves the tree alone")
    }

    @Test func aMismatchWithoutATreeReferenceSaysNothingOfTrees() throws {
        let folder = try TemporaryFolder()
        let location = SnapshotLocation(reference: folder.file("card.svg"), actual: folder.file("out/card.svg"), report: folder.file("out/card.html"))
        try folder.write(##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#FF0000"/></svg>"##, to: location.reference)
        var verifier = SnapshotVerifier(name: "card", location: location, mode: .never)
        verifier.tree = { "Rectangle fill=#0000FF\n" }
        let outcome = verifier.verify { ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0000FF"/></svg>"## }
        #expect(outcome.message?.contains("does not match") == true)
        #expect(outcome.message?.contains("View tree") == false)
        #expect(!folder.exists(folder.file("card.tree.txt")), "never writes no tree")
        // With a tree reference, the report page shows the changed lines.
        try folder.write("Rectangle fill=#FF0000\n", to: folder.file("card.tree.txt"))
        let withTree = verifier.verify { ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0000FF"/></svg>"## }
        #expect(withTree.message?.contains("- 1: Rectangle fill=#FF0000") == true)
        #expect(folder.contents(location.report)?.contains("View tree: 2 changed lines") == true)
        #expect(folder.contents(folder.file("out/card.tree.txt")) == "Rectangle fill=#0000FF\n")
    }
}
