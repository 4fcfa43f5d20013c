import Foundation
import Testing
import Vellum
import VellumExamples
@testable import VellumSnapshotTesting

/// `assertPreviewSnapshots` under `VELLUM_SHARD`: each shard checks its own previews, together all of them once.
@Suite struct ShardedPreviewSnapshotTests {
    let source = SnapshotSourceLocation(fileID: #fileID, filePath: #filePath, function: "previews()", line: 1, column: 1)

    /// The previews a check names as lacking a reference (record mode never, an empty snapshot folder).
    func checked(shard: String?, in folder: String) throws -> [String] {
        let check = PreviewSnapshotCheck(module: "VellumExamples", device: .iPhoneSE, assets: try ExampleAssets.catalog(), snapshotDirectory: folder,
                                         record: .never, tolerance: 0.001, filePath: "\(#filePath)", environment: SnapshotEnvironment(artifactDirectory: folder + "/artifacts", shard: shard))
        let messages = check.run(previews: PreviewDiscovery.previews(), source: source)
        #expect(messages.allSatisfy { $0.contains("No reference snapshot") }, "\(messages)")
        return messages.compactMap { $0.components(separatedBy: ": No reference snapshot").first }
    }

    @Test func shardsCheckEveryPreviewOnce() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("vellum-sharded-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let whole = try checked(shard: nil, in: folder)
        #expect(whole.count == PreviewDiscovery.previews(inModule: "VellumExamples").count)
        let parts = try (1...3).map { try checked(shard: "\($0)/3", in: folder) }
        #expect(parts.allSatisfy { !$0.isEmpty && $0.count < whole.count }, "\(parts.map(\.count))")
        #expect(parts.flatMap { $0 }.sorted() == whole.sorted())
        #expect(Set(parts.flatMap { $0 }).count == whole.count, "no preview in two shards")
    }

    @Test func aMalformedShardIsOneClearFailure() throws {
        let check = PreviewSnapshotCheck(module: "VellumExamples", device: .iPhoneSE, assets: AssetCatalog(), snapshotDirectory: nil,
                                         record: .never, tolerance: 0.001, filePath: "\(#filePath)", environment: SnapshotEnvironment(shard: "0/4"))
        let messages = check.run(previews: PreviewDiscovery.previews(), source: source)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("VELLUM_SHARD '0/4': the shard must be from 1 to 4") == true, "\(messages)")
    }
}
