import Foundation
import Testing
import Vellum
@testable import VellumCLI
@testable import VellumPreviews

/// `vellum merge-reports` on the report folders of a sharded `vellum review`:
/// the shards' reports joined are the unsharded report, byte for byte.
@Suite struct ReviewMergeTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-review-merge-\(UUID().uuidString)")

    func preview(_ source: String, _ name: String, line: Int) -> GallerySummary.Preview {
        GallerySummary.Preview(module: "App", source: source, line: line, ordinal: 0, name: name, entry: source, title: source, section: "App",
                               isScreen: false, svg: "\(name).svg", png: nil, error: nil, missingAssets: [], unsettled: nil, accessibilityIssues: [])
    }

    /// Writes the two sides' pictures of the previews into `folder`: `fills[name]` is (base, head), nil where a side has none.
    func pictures(_ fills: [String: (String?, String?)], in folder: URL) throws {
        for (name, (base, head)) in fills {
            for (side, fill) in [("base", base), ("head", head)] {
                guard let fill else { continue }
                let url = folder.appendingPathComponent("\(side)/\(name).svg")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect width=\"10\" height=\"10\" fill=\"\(fill)\"/></svg>".utf8).write(to: url)
            }
        }
    }

    /// The review of the previews named in `fills` (only those of `shard` when given), written into `folder`.
    func review(_ fills: [String: (String?, String?)], shard: (Int, Set<String>)?, in folder: URL) throws -> ReviewReport {
        let kept = fills.filter { shard?.1.contains($0.key) ?? true }
        try pictures(kept, in: folder)
        let lines = ["Alpha": 3, "Beta": 9, "Gamma": 1, "Delta": 5, "Old": 7, "New": 2]
        func summary(_ side: Int) -> GallerySummary {
            GallerySummary(title: "T", shard: shard.map { "\($0.0)/2" }, previews: kept.compactMap { name, sides in
                (side == 0 ? sides.0 : sides.1).map { _ in preview("App/\(name).swift", name, line: lines[name] ?? 0) }
            })
        }
        var report = ReviewReport(baseRef: "main", baseCommit: String(repeating: "a", count: 40), headCommit: String(repeating: "b", count: 40),
                                  vellumVersion: "1.0.0", rendered: ReviewReport.renderedLine(nil, reason: "--redraw-all"),
                                  shard: shard.map { "\($0.0)/2" })
        try report.compare(base: summary(0), head: summary(1), in: folder, buildErrors: [:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try report.json().write(to: folder.appendingPathComponent("review.json"))
        return report
    }

    @Test func theShardsJoinedAreTheUnshardedReview() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let fills: [String: (String?, String?)] = [
            "Alpha": ("#000", "#FFF"), "Beta": ("#111", "#111"), "Gamma": ("#222", "#333"),
            "Delta": ("#444", "#555"), "Old": ("#666", nil), "New": (nil, "#777"),
        ]
        let whole = try review(fills, shard: nil, in: root.appendingPathComponent("whole"))
        #expect(whole.changed.map(\.name) == ["Alpha", "Delta", "Gamma"] && whole.unchanged == 1)
        _ = try review(fills, shard: (1, ["Alpha", "Gamma", "Old"]), in: root.appendingPathComponent("one"))
        _ = try review(fills, shard: (2, ["Beta", "Delta", "New"]), in: root.appendingPathComponent("two"))
        let out = root.appendingPathComponent("merged")
        let status = MergeReportsCommand().run(["--out", out.path, root.appendingPathComponent("two").path, root.appendingPathComponent("one").path])
        #expect(status == 1, "previews changed")
        let merged = try Data(contentsOf: out.appendingPathComponent("review.json"))
        #expect(merged == (try whole.json()), "\(String(decoding: merged, as: UTF8.self))")
        for path in ["base/Alpha.svg", "head/Delta.svg", "head/New.svg", "base/Old.svg", "index.html", "comment.md"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path), "no \(path)")
        }
    }

    @Test func shardsOfDifferentReviewsOrMissingShardsAreNamedErrors() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let fills: [String: (String?, String?)] = ["Alpha": ("#000", "#FFF"), "Beta": ("#111", "#111")]
        _ = try review(fills, shard: (1, ["Alpha"]), in: root.appendingPathComponent("one"))
        var other = try review(fills, shard: (2, ["Beta"]), in: root.appendingPathComponent("two"))
        do {
            _ = try ReviewReport.merged([("one", try JSONDecoder().decode(ReviewReport.self, from: Data(contentsOf: root.appendingPathComponent("one/review.json"))))])
            Issue.record("one shard of two merged")
        } catch {
            #expect((error as? VellumError)?.message == "the review shards are 1/2; give each of 1/2 … 2/2 once", "\(error)")
        }
        other.headCommit = String(repeating: "c", count: 40)
        try other.json().write(to: root.appendingPathComponent("two/review.json"))
        let status = MergeReportsCommand().run(["--out", root.appendingPathComponent("merged").path,
                                                root.appendingPathComponent("one").path, root.appendingPathComponent("two").path])
        #expect(status == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("merged/review.json").path), "nothing half-written")
    }
}
