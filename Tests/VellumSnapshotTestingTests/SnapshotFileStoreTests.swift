import Foundation
import Testing
@testable import VellumSnapshotTesting

/// Atomic writes and guarded reads.
@Suite struct SnapshotFileStoreTests {
    @Test func atomicWriteCreatesDirectoriesAndLeavesNoTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("a/b/c/snap.svg")
        try SnapshotFileStore.writeAtomically("<svg/>", to: path)
        try SnapshotFileStore.writeAtomically("<svg><g/></svg>", to: path)
        #expect(folder.contents(path) == "<svg><g/></svg>")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.file("a/b/c"))
        #expect(entries == ["snap.svg"])
    }

    @Test func atomicWriteNeverLeavesAHalfWrittenFile() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("snap.svg")
        let small = "<svg/>"
        let large = "<svg>" + String(repeating: "<rect width=\"1\"/>", count: 50_000) + "</svg>"
        try SnapshotFileStore.writeAtomically(small, to: path)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for index in 0..<20 {
                    try? SnapshotFileStore.writeAtomically(index.isMultiple(of: 2) ? large : small, to: path)
                }
            }
            group.addTask {
                for _ in 0..<200 {
                    let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
                    #expect(text == small || text == large)
                }
            }
        }
    }

    @Test func readReturnsNilForMissingAndRefusesDirectories() throws {
        let folder = try TemporaryFolder()
        #expect(try SnapshotFileStore.read(folder.file("nothing.svg")) == nil)
        #expect(throws: SnapshotMessage.self) { try SnapshotFileStore.read(folder.path) }
    }

    @Test func reportEscapesText() {
        #expect(SnapshotReportPage.escaped(#"<a href="x">&'"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;")
    }
}
