import Foundation
import Vellum
import VellumPreviews

/// `vellum merge-reports`: joins the gallery folders of `vellum previews
/// --shard I/N` runs (one per CI machine) into one folder, as one unsharded run
/// would have written it: every shard's SVG and PNG files, one
/// `summary.json` and one `index.html`. Given the report folders of
/// `vellum review --shard I/N` runs (each with a `review.json`), it joins
/// them into one review: the pictures, `review.json`, `index.html` and
/// `comment.md` of an unsharded review.
///
/// ```sh
/// swift run vellum merge-reports --out previews shard-1 shard-2 shard-3 shard-4
/// ```
package struct MergeReportsCommand {
    /// The usage text.
    package static let usage = """
        usage: vellum merge-reports --out DIR SHARD_DIR...
          --out DIR    where to write the merged gallery: the shards' files, summary.json and index.html
          SHARD_DIR    the --out folder of each `vellum previews --shard I/N` run, or of each
                       `vellum review --shard I/N` run, every shard once
          --report-url URL  for reviews: where the merged page is uploaded, linked from comment.md
        exit status: 0 merged, 1 merged but some previews threw or have accessibility findings (a review: changed,
        added or removed previews), 2 bad arguments or shards (a review: failed previews)
        """

    /// Creates the command.
    package init() {}

    /// Runs with the arguments that follow `merge-reports`; returns the exit status.
    package func run(_ arguments: [String]) -> Int32 {
        var out: String?
        var reportURL: String?
        var folders: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "-h" || argument == "--help" { Console.out(Self.usage); return 0 }
            if argument == "--out" {
                guard i + 1 < arguments.count else { return fail("--out needs a folder") }
                out = arguments[i + 1]
                i += 2
                continue
            }
            if argument == "--report-url" {
                guard i + 1 < arguments.count else { return fail("--report-url needs an address") }
                reportURL = arguments[i + 1]
                i += 2
                continue
            }
            if argument.hasPrefix("-") { return fail("unexpected argument '\(argument)'") }
            folders.append(argument)
            i += 1
        }
        guard let out else { return fail("--out is required") }
        guard !folders.isEmpty else { return fail("give the shards' folders to merge") }
        let reviews = folders.filter { FileManager.default.fileExists(atPath: URL(fileURLWithPath: $0).appendingPathComponent("review.json").path) }
        if !reviews.isEmpty {
            guard reviews.count == folders.count else { return fail("give either review folders (with review.json) or gallery folders, not both") }
            return mergeReviews(folders, into: URL(fileURLWithPath: out, isDirectory: true), reportURL: reportURL)
        }
        do {
            let shards = try folders.map { ($0, try GallerySummary.read(from: URL(fileURLWithPath: $0, isDirectory: true))) }
            let merged = try GallerySummary.merged(shards)
            let destination = URL(fileURLWithPath: out, isDirectory: true)
            for (folder, summary) in shards {
                try Self.copy(summary.previews.flatMap { [$0.svg] + ($0.png.map { [$0] } ?? []) },
                              from: URL(fileURLWithPath: folder, isDirectory: true), to: destination)
            }
            try merged.write(to: destination)
            Console.out("Merged \(shards.count) shards, \(merged.previews.count) previews, into \(destination.path); "
                        + "open \(destination.appendingPathComponent("index.html").path) in a browser.")
            return merged.problemCount == 0 ? 0 : 1
        } catch {
            Console.error("vellum merge-reports: \(error)")
            return 2
        }
    }

    /// Joins the report folders of a sharded review into `destination`; returns the exit status `vellum review` would.
    private func mergeReviews(_ folders: [String], into destination: URL, reportURL: String?) -> Int32 {
        do {
            let shards = try folders.map { folder -> (folder: String, report: ReviewReport) in
                let url = URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent("review.json")
                do { return (folder, try JSONDecoder().decode(ReviewReport.self, from: Data(contentsOf: url))) } catch {
                    throw VellumError(.corruptFile, subject: url.path, message: "\(url.path) is not a review report: \(error)")
                }
            }
            let merged = try ReviewReport.merged(shards)
            for (folder, report) in shards {
                let previews = report.changed + report.added + report.removed + report.failed + report.unchangedVariants
                let paths = previews.flatMap { [$0.base, $0.head, $0.difference].compactMap { $0 } }
                try Self.copy(paths + paths.map { ($0 as NSString).deletingPathExtension + ".tree.txt" },
                              from: URL(fileURLWithPath: folder, isDirectory: true), to: destination)
            }
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            try AtomicFile.write(try merged.json(), to: destination.appendingPathComponent("review.json"))
            try AtomicFile.write(Data(merged.pageHTML(in: destination).utf8), to: destination.appendingPathComponent("index.html"))
            try AtomicFile.write(Data(merged.comment(reportURL: reportURL ?? "index.html").utf8), to: destination.appendingPathComponent("comment.md"))
            Console.out("Merged \(shards.count) review shards into \(destination.path): \(merged.countsLine).")
            return merged.exitStatus
        } catch {
            Console.error("vellum merge-reports: \(error)")
            return 2
        }
    }

    /// Copies the files at `paths` (relative) from `source` to `destination`, unless the folders are one.
    private static func copy(_ paths: [String], from source: URL, to destination: URL) throws {
        guard source.standardizedFileURL.path != destination.standardizedFileURL.path else { return }
        for path in paths {
            let from = source.appendingPathComponent(path), to = destination.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: from.path) else { continue }   // a preview that threw has no file
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(try Data(contentsOf: from), to: to)
        }
    }

    private func fail(_ message: String) -> Int32 {
        Console.error("vellum merge-reports: \(message)\n\(Self.usage)")
        return 2
    }
}
