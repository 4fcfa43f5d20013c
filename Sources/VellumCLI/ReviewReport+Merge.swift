import Foundation
import Vellum

extension ReviewReport {
    /// What was drawn again, as ``rendered`` says it: `redrew 5 of 6 previews: <reason>` when only some
    /// previews were (`counts`), else `redrew everything: <reason>`.
    static func renderedLine(_ counts: (redrawn: Int, total: Int)?, reason: String) -> String {
        guard let counts else { return "redrew everything: " + reason }
        return "redrew \(counts.redrawn) of \(counts.total) previews: \(reason)"
    }

    /// The reports of the shards of one review (`vellum review --shard I/N` on each CI machine) as the
    /// one report an unsharded review writes: the lists joined in the summaries' canonical order, the
    /// counts added up.
    ///
    /// - Throws: `VellumError` when the reports are not of one review (another base, head or Vellum),
    ///   when one is not a shard, or when the shards are not each of `1/N` … `N/N` once.
    static func merged(_ shards: [(folder: String, report: ReviewReport)]) throws -> ReviewReport {
        guard let (firstFolder, first) = shards.first else {
            throw VellumError(.invalidArgument, subject: "merge-reports", message: "give the review shards' folders to merge")
        }
        for (folder, report) in shards {
            guard (report.baseCommit, report.headCommit, report.vellumVersion) == (first.baseCommit, first.headCommit, first.vellumVersion) else {
                throw VellumError(.invalidArgument, subject: folder,
                                  message: "\(folder)/review.json compares \(report.baseCommit.prefix(12))…\(report.headCommit.prefix(12)) with Vellum \(report.vellumVersion), not \(first.baseCommit.prefix(12))…\(first.headCommit.prefix(12)) with Vellum \(first.vellumVersion) as \(firstFolder) does: these are not shards of one review")
            }
        }
        let parts = try shards.map { folder, report -> PreviewShard in
            guard let text = report.shard else {
                throw VellumError(.invalidArgument, subject: folder, message: "\(folder)/review.json is not a shard's review (it was drawn without --shard)")
            }
            return try PreviewShard(parsing: text, from: "\(folder)/review.json")
        }
        let count = parts[0].count
        guard parts.allSatisfy({ $0.count == count }), Set(parts.map(\.index)) == Set(1...count), parts.count == count else {
            throw VellumError(.invalidArgument, subject: "merge-reports",
                              message: "the review shards are \(parts.map(\.description).joined(separator: ", ")); give each of 1/\(count) … \(count)/\(count) once")
        }
        var merged = first
        merged.shard = nil
        merged.changed = []; merged.added = []; merged.removed = []; merged.failed = []; merged.unchangedVariants = []; merged.unchanged = 0
        var redrawn = 0, total = 0, counted = true
        for (_, report) in shards {
            merged.changed += report.changed; merged.added += report.added; merged.removed += report.removed
            merged.unchangedVariants += report.unchangedVariants; merged.unchanged += report.unchanged
            // A side that did not build fails in every shard: once is enough.
            merged.failed += report.failed.filter { failure in !merged.failed.contains { $0.anchor == failure.anchor && $0.name == "*" } }
            merged.differenceNote = merged.differenceNote ?? report.differenceNote
            if let r = report.redrawnCount, let t = report.previewCount { redrawn += r; total += t } else { counted = false }
        }
        func precedes(_ side: KeyPath<Preview, String?>) -> (Preview, Preview) -> Bool {
            { a, b in
                (a.module ?? "", a.source, a.line ?? 0, a.ordinal ?? 0, a.name, a[keyPath: side] ?? "")
                    < (b.module ?? "", b.source, b.line ?? 0, b.ordinal ?? 0, b.name, b[keyPath: side] ?? "")
            }
        }
        merged.changed.sort(by: precedes(\.head)); merged.added.sort(by: precedes(\.head))
        merged.unchangedVariants.sort(by: precedes(\.head)); merged.removed.sort(by: precedes(\.base))
        merged.failed.sort { ($0.source, $0.name, $0.variant ?? "") < ($1.source, $1.name, $1.variant ?? "") }
        if counted, first.redrawnCount != nil {
            merged.redrawnCount = redrawn; merged.previewCount = total
            merged.rendered = renderedLine((redrawn, total), reason: Self.reason(of: first.rendered))
        }
        return merged
    }

    /// The reason in a ``rendered`` line: what follows `previews: ` or `everything: `.
    private static func reason(of line: String) -> String {
        for marker in ["previews: ", "everything: "] {
            if let range = line.range(of: marker) { return String(line[range.upperBound...]) }
        }
        return line
    }
}
