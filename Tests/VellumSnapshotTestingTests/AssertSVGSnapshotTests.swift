import Foundation
import Testing
import Vellum
@testable import VellumSnapshotTesting

/// The public path through the test-framework glue.
@Suite struct AssertSVGSnapshotTests {
    @Test func failureIsRecordedAsASwiftTestingIssue() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertSVGSnapshot(ofSVG: Fixtures.reference, named: "glue", snapshotDirectory: folder.path, record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No reference snapshot “glue”") }
        }
        #expect(!folder.exists(folder.file("AssertSVGSnapshotTests/failureIsRecordedAsASwiftTestingIssue.glue.svg")))
    }

    @Test func recordingThenMatchingThroughThePublicPath() throws {
        let folder = try TemporaryFolder()
        let reference = folder.file("AssertSVGSnapshotTests/recordingThenMatchingThroughThePublicPath.card.svg")
        if ProcessInfo.processInfo.environment["CI"].map({ !$0.isEmpty }) == true {
            try folder.write(Fixtures.reference, to: reference)
        } else {
            withKnownIssue {
                assertSVGSnapshot(ofSVG: Fixtures.reference, named: "card", snapshotDirectory: folder.path, record: .missing)
            }
            // Recorded with this Vellum's stamp on the root.
            #expect(folder.contents(reference) == SVGStamp.current.applied(to: Fixtures.reference))
        }
        assertSVGSnapshot(ofSVG: Fixtures.respelled, named: "card", snapshotDirectory: folder.path)
    }
}
