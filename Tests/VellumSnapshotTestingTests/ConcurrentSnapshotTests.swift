import Foundation
import Testing
@testable import VellumSnapshotTesting

/// Snapshot assertions running at the same time, as parallel `@Test`
/// functions run them: the same bytes on every task, and every check matching
/// references recorded on one task.
@Suite struct ConcurrentSnapshotTests {
    /// A small screen with text in two weights, a symbol and a list: fonts,
    /// shaping, outlines and symbols all go through the shared caches.
    struct Row: View {
        let index: Int
        var body: some View {
            NavigationStack {
                List(0..<4, id: \.self) { i in
                    HStack {
                        Image(systemName: i % 2 == 0 ? "star.fill" : "bell")
                        VStack(alignment: .leading) {
                            Text("Row \(i + index)").bold()
                            Text("Détail \(i) · שלום").font(.caption)
                        }
                        Spacer()
                    }
                }
                .navigationTitle("Items \(index)")
            }
        }
    }

    static func render(_ index: Int) throws -> String {
        try SVGRenderer(content: Row(index: index), device: .iPhone15Pro).svg()
    }

    /// Checks screen `index` against the reference recorded for screen `reference`.
    static func check(_ index: Int, as reference: Int, in folder: TemporaryFolder) -> String? {
        checkSVGSnapshot(ofSVG: try render(index), named: "row-\(reference)", snapshotDirectory: folder.path,
                         record: .never, fileID: "VellumSnapshotTestingTests/Suite.swift", function: "check()")
    }

    @Test func twoTasksRenderTheSameBytesAsOne() async throws {
        let indices = Array(0..<6)
        let sequential = try indices.map { try Self.render($0 % 3) }
        let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for task in 0..<2 {
                group.addTask {
                    var last = (0, "")
                    for i in indices where i % 2 == task { last = (i, try Self.render(i % 3)) }
                    return last
                }
            }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        let again = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for i in indices { group.addTask { (i, try Self.render(i % 3)) } }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        for (i, svg) in concurrent { #expect(svg == sequential[i], "task render \(i)") }
        #expect(again.count == indices.count)
        for (i, svg) in again { #expect(svg == sequential[i], "render \(i) in its own task") }
        #expect(sequential[0] != sequential[1])
    }

    @Test func concurrentChecksMatchReferencesRecordedOnOneTask() async throws {
        let folder = try TemporaryFolder()
        for i in 0..<4 {
            let path = folder.file("Suite/check.row-\(i).svg")
            try folder.write(try Self.render(i), to: path)
        }
        let failures = await withTaskGroup(of: String?.self) { group in
            for i in 0..<8 {
                group.addTask { Self.check(i % 4, as: i % 4, in: folder) }
            }
            return await group.reduce(into: [String]()) { if let f = $1 { $0.append(f) } }
        }
        #expect(failures.isEmpty, "\(failures.first ?? "")")
        let mismatch = Self.check(1, as: 0, in: folder)
        #expect(mismatch?.contains("does not match its reference") == true)
    }
}
