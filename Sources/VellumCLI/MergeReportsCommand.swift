import Foundation
import Vellum
import VellumPreviews

/// `vellum merge-reports`: joins the gallery folders of `vellum previews
/// --shard I/N` runs (one per CI machine) into one folder, as one unsharded run
/// would have written it: every shard's SVG and PNG files, one
/// `summary.json` and one `index.html`.
///
/// ```sh
/// swift run vellum merge-reports --out previews shard-1 shard-2 shard-3 shard-4
/// ```
package struct MergeReportsCommand {
    /// The usage text.
    package static let usage = """
        usage: vellum merge-reports --out DIR SHARD_DIR...
          --out DIR    where to write the merged gallery: the shards' files, summary.json and index.html
          SHARD_DIR    the --out folder of each `vellum previews --shard I/N` run, every shard once
        exit status: 0 merged, 1 merged but some previews threw or have accessibility findings, 2 bad arguments or shards
        """

    /// Creates the command.
    package init() {}

    /// Runs with the arguments that follow `merge-reports`; returns the exit status.
    package func run(_ arguments: [String]) -> Int32 {
        var out: String?
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
            if argument.hasPrefix("-") { return fail("unexpected argument '\(argument)'") }
            folders.append(argument)
            i += 1
        }
        guard let out else { return fail("--out is required") }
        guard !folders.isEmpty else { return fail("give the shards' folders to merge") }
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
