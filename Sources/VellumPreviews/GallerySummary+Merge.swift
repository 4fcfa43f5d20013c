import Foundation
import Vellum

extension GallerySummary {
    /// The summary of the whole suite from the summaries of all its shards,
    /// each with the folder it was read from (for errors): equal to the
    /// summary of one unsharded run.
    ///
    /// ```swift
    /// let whole = try GallerySummary.merged(folders.map { ($0.path, try GallerySummary.read(from: $0)) })
    /// ```
    ///
    /// - Throws: `VellumError` naming the folder at fault when a summary is not a shard's, the shards
    ///   disagree on their count, Vellum version, fonts or title, a shard is missing or given twice,
    ///   or two shards drew the same file.
    package static func merged(_ shards: [(folder: String, summary: GallerySummary)]) throws -> GallerySummary {
        guard let first = shards.first else {
            throw VellumError(.invalidArgument, subject: "merge", message: "no shard folders to merge")
        }
        var seen: [Int: String] = [:]
        var count = 0
        for (folder, summary) in shards {
            guard let text = summary.shard, let shard = try? PreviewShard(parsing: text, from: "shard") else {
                throw VellumError(.invalidArgument, subject: folder,
                                  message: "\(folder) holds the previews of an unsharded run, not a shard's (run vellum previews with --shard I/N)")
            }
            if count == 0 { count = shard.count }
            guard shard.count == count else {
                throw VellumError(.invalidArgument, subject: folder, message: "\(folder) is shard \(shard) but \(first.folder) is of \(count) shards")
            }
            if let other = seen[shard.index] {
                throw VellumError(.invalidArgument, subject: folder, message: "\(folder) and \(other) are both shard \(shard)")
            }
            seen[shard.index] = folder
            for (what, mine, theirs) in [("Vellum", summary.vellumVersion, first.summary.vellumVersion),
                                         ("the font set", summary.fonts, first.summary.fonts),
                                         ("the title", summary.title, first.summary.title)] where mine != theirs {
                throw VellumError(.invalidArgument, subject: folder,
                                  message: "\(folder) was drawn with \(what) \(mine), \(first.folder) with \(theirs): draw every shard alike")
            }
        }
        let missing = (1...count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw VellumError(.invalidArgument, subject: "merge",
                              message: "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing: give every shard's folder")
        }
        var paths: [String: String] = [:]
        for (folder, summary) in shards {
            for preview in summary.previews {
                if let other = paths[preview.svg] {
                    throw VellumError(.invalidArgument, subject: folder, message: "\(folder) and \(other) both drew \(preview.svg)")
                }
                paths[preview.svg] = folder
            }
        }
        return GallerySummary(vellumVersion: first.summary.vellumVersion, fonts: first.summary.fonts, title: first.summary.title,
                              shard: nil, previews: shards.flatMap(\.summary.previews))
    }
}
