import Foundation
import Testing
import Vellum
@testable import VellumCLI
@testable import VellumPreviews

/// `vellum previews --shard I/N` galleries, merged by `vellum merge-reports`, are the unsharded gallery.
@Suite struct MergeReportsTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-merge-reports-\(UUID().uuidString)")

    /// The examples' previews drawn into `name`, every one or shard `shard` of them.
    func gallery(_ name: String, shard: String?) throws -> URL {
        let folder = root.appendingPathComponent(name)
        var gallery = PreviewGallery(device: .iPhoneSE)
        gallery.shard = try shard.map { try PreviewShard(parsing: $0, from: "--shard") }
        _ = try gallery.write(PreviewDiscovery.previews(inModule: "VellumExamples"), to: folder, title: "Examples previews")
        return folder
    }

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func mergingTheShardsReproducesTheUnshardedRun() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let whole = try gallery("whole", shard: nil)
        let shards = try (1...3).map { try gallery("shard-\($0)", shard: "\($0)/3") }
        let summaries = try shards.map { try GallerySummary.read(from: $0) }
        #expect(summaries.allSatisfy { !$0.previews.isEmpty }, "\(summaries.map(\.previews.count))")
        #expect(summaries.map(\.shard) == ["1/3", "2/3", "3/3"])

        let wholeSummary = try GallerySummary.read(from: whole)
        #expect(wholeSummary.shard == nil)
        #expect(wholeSummary.previews.count == PreviewDiscovery.previews(inModule: "VellumExamples").count)
        // Listed as the source declares them: a provider's previews in its list's order, not by name.
        let captioned = wholeSummary.previews.filter { $0.source == "VellumExamples.CaptionedPhoto_Previews" }
        #expect(captioned.map(\.ordinal) == [0, 1, 2], "\(captioned.map(\.name))")
        #expect(try GallerySummary.merged(zip(shards, summaries).map { ($0.path, $1) }) == wholeSummary)

        // The command, shards given in any order: the same summary.json and index.html bytes, and every picture.
        let merged = root.appendingPathComponent("merged")
        let status = MergeReportsCommand().run(["--out", merged.path, shards[2].path, shards[0].path, shards[1].path])
        #expect(status == 0)
        #expect(try text(merged.appendingPathComponent("summary.json")) == text(whole.appendingPathComponent("summary.json")))
        #expect(try text(merged.appendingPathComponent("index.html")) == text(whole.appendingPathComponent("index.html")))
        for preview in wholeSummary.previews {
            #expect(try text(merged.appendingPathComponent(preview.svg)) == text(whole.appendingPathComponent(preview.svg)), "\(preview.svg)")
        }
        // Every gallery SVG carries the stamp.
        let first = try #require(wholeSummary.previews.first)
        #expect(SVGStamp(readFrom: try text(whole.appendingPathComponent(first.svg))) == SVGStamp.current)
        #expect(wholeSummary.vellumVersion == VellumVersion.current)
    }

    @Test func theSummaryIsTheSameBytesRunAfterRun() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let a = try gallery("a", shard: "2/4"), b = try gallery("b", shard: "2/4")
        #expect(try text(a.appendingPathComponent("summary.json")) == text(b.appendingPathComponent("summary.json")))
    }

    @Test func incompleteOrMismatchedShardsAreClearErrors() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        func summary(_ shard: String?, version: String = "1.0.0") -> GallerySummary {
            GallerySummary(vellumVersion: version, fonts: "f", title: "T", shard: shard, previews: [])
        }
        func message(_ shards: [(String, GallerySummary)]) -> String {
            do { _ = try GallerySummary.merged(shards); return "" } catch { return "\(error)" }
        }
        #expect(message([("s1", summary("1/3")), ("s3", summary("3/3"))]) == "shard 2/3 missing: give every shard's folder")
        #expect(message([("s1", summary("1/2")), ("again", summary("1/2"))]) == "again and s1 are both shard 1/2")
        #expect(message([("s1", summary("1/2")), ("other", summary("2/3"))]) == "other is shard 2/3 but s1 is of 2 shards")
        #expect(message([("whole", summary(nil))]).hasPrefix("whole holds the previews of an unsharded run"))
        #expect(message([("s1", summary("1/2")), ("s2", summary("2/2", version: "2.0.0"))])
                == "s2 was drawn with Vellum 2.0.0, s1 with 1.0.0: draw every shard alike")

        // The command names a folder without a summary, and needs --out and folders.
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(MergeReportsCommand().run(["--out", root.appendingPathComponent("m").path, empty.path]) == 2)
        #expect(MergeReportsCommand().run([empty.path]) == 2)
        #expect(MergeReportsCommand().run(["--out", empty.path]) == 2)
        #expect(throws: VellumError.self) { try GallerySummary.read(from: empty) }
        do { _ = try GallerySummary.read(from: empty) } catch {
            #expect("\(error)".contains(empty.appendingPathComponent("summary.json").path), "\(error)")
        }
    }
}
