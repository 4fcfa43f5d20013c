import Foundation
import Testing
import Vellum
@testable import VellumSnapshotTesting

/// `assertAccessibilitySnapshot`: the accessibility hierarchy as a text reference, under the record modes.
@Suite @MainActor struct AccessibilitySnapshotTests {
    struct Row: View {
        var on: Bool
        var body: some View {
            VStack {
                Text("Settings").accessibilityAddTraits(.isHeader)
                Toggle("Wi-Fi", isOn: .constant(on))
            }
        }
    }

    @Test func recordsTheHierarchyThenMatchesThenListsTheChangedLine() throws {
        let folder = try TemporaryFolder()
        let reference = folder.file("AccessibilitySnapshotTests/recordsTheHierarchyThenMatchesThenListsTheChangedLine.row.accessibility.txt")
        let tree = try SVGRenderer(content: Row(on: true), device: .iPhone15Pro).accessibilityTree()
        let lines = tree.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasPrefix(#"1 header "Settings" traits=header,staticText frame=("#)
                && lines[1].hasPrefix(#"2 toggle "Wi-Fi" value="on" traits=button,toggle frame=("#), "\(tree)")
        let ci = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false
        if ci {
            try folder.write(tree, to: reference)
        } else {
            withKnownIssue {
                assertAccessibilitySnapshot(of: Row(on: true), device: .iPhone15Pro, named: "row", snapshotDirectory: folder.path)
            }
        }
        #expect(folder.contents(reference) == tree, "the reference is the hierarchy, as text")
        assertAccessibilitySnapshot(of: Row(on: true), device: .iPhone15Pro, named: "row", snapshotDirectory: folder.path)
        withKnownIssue {
            assertAccessibilitySnapshot(of: Row(on: false), device: .iPhone15Pro, named: "row", snapshotDirectory: folder.path,
                                        record: .never)
        } matching: { issue in
            issue.comments.contains { comment in
                let text = comment.rawValue
                return text.contains("2 changed lines") && text.contains(#"value="on""#) && text.contains(#"value="off""#)
            }
        }
        #expect(folder.contents(reference) == tree, "never leaves the reference alone")
    }
}

/// `assertAccessibilityAudit`: passes a clean view, fails with the list for a planted defect.
@Suite @MainActor struct AccessibilityAuditAssertionTests {
    @Test func passesACleanViewAndListsAPlantedDefect() {
        assertAccessibilityAudit(of: Text("Readable").padding(), device: .iPhone15Pro)
        withKnownIssue {
            assertAccessibilityAudit(of: Text("Faint").foregroundStyle(Color(white: 0.8)), device: .iPhone15Pro, for: .contrast)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Accessibility audit found 1 issue:") && $0.rawValue.contains(#"Text "Faint""#) }
        }
    }
}
