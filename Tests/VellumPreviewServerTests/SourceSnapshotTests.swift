import Foundation
import Testing
@testable import VellumPreviewServer

@Suite("Source snapshots")
struct SourceSnapshotTests {
    private func entry(_ path: String, _ modified: Double, _ size: Int) -> SourceSnapshot.Entry {
        SourceSnapshot.Entry(path: path, modified: modified, size: size)
    }

    @Test("saved, added and deleted files are the changes, sorted")
    func changes() {
        let old = SourceSnapshot(entries: [entry("/s/B.swift", 1, 10), entry("/s/A.swift", 1, 10), entry("/s/C.swift", 1, 10)])
        let new = SourceSnapshot(entries: [entry("/s/A.swift", 2, 10), entry("/s/C.swift", 1, 10), entry("/s/D.swift", 1, 3)])
        #expect(new.changes(since: old) == ["/s/A.swift", "/s/B.swift", "/s/D.swift"])
        #expect(new.changes(since: new).isEmpty)
        #expect(SourceSnapshot(entries: []).changes(since: old) == ["/s/A.swift", "/s/B.swift", "/s/C.swift"])
    }

    @Test("a folder's files, without hidden files and .build; a missing folder is empty")
    func take() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("A/.build"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("A/View.swift"))
        try Data("x".utf8).write(to: root.appendingPathComponent("A/.build/Skipped.swift"))
        try Data("x".utf8).write(to: root.appendingPathComponent("A/.View.swift.swp"))
        let first = SourceSnapshot.take([root, root.appendingPathComponent("Missing")])
        #expect(first.entries.map { ($0.path as NSString).lastPathComponent } == ["View.swift"])
        try Data("longer".utf8).write(to: root.appendingPathComponent("A/View.swift"))
        #expect(SourceSnapshot.take([root]).changes(since: first).count == 1)
        try FileManager.default.removeItem(at: root.appendingPathComponent("A/View.swift"))
        #expect(SourceSnapshot.take([root]).entries.isEmpty)
    }
}
