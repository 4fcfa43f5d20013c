import Foundation
import Vellum
import VellumPreviews
import VellumXMLDiff

/// What `vellum review` found between the previews at the merge base and at
/// `HEAD`, written as `review.json` (``json()``), `index.html` (``pageHTML``)
/// and `comment.md` (``comment(reportURL:)``).
///
/// Previews are matched by their identity in the galleries' summaries: their
/// file (`#fileID`, or provider) and name. Each list is in the summaries'
/// canonical order, and the JSON has sorted keys, so one review gives the same
/// bytes every time.
struct ReviewReport: Codable, Equatable {
    /// One change the structural diff located in a changed preview's SVG.
    struct Change: Codable, Equatable {
        /// The kind of change (`attributeChanged`, `textChanged`, `elementInserted` …).
        var kind: String
        /// Where: the element's path and attribute (`/svg/g[2]/rect[1]@fill`).
        var location: String
        /// The value before, when there was one.
        var old: String?
        /// The value after, when there is one.
        var new: String?
        /// The diff's one-line description (`location: old → new`).
        var description: String
    }

    /// A preview as the report names it.
    struct Preview: Codable, Equatable {
        /// Its file as `#fileID` spells it, or its provider.
        var source: String
        /// Its name.
        var name: String
        /// The variant it was drawn in (`--variant`), nil for the preview's own.
        var variant: String?
        /// Its anchor in `index.html`.
        var anchor: String
        /// Its module, line and place in its declaration, which order the lists as the summaries order
        /// previews (``ReviewReport/merged(_:)`` sorts by them); nil for a side that did not build.
        var module: String?
        var line: Int?
        var ordinal: Int?
        /// Its SVG at the merge base, relative to the report folder (`base/Card/Title.svg`), when drawn there.
        var base: String?
        /// Its SVG at `HEAD`, relative to the report folder, when drawn there.
        var head: String?
        /// The changes from the base's picture to the head's (changed previews only).
        var changes: [Change]?
        /// Its difference picture (``ReviewDifference``), relative to the report folder (`difference/Card/Title.svg`),
        /// when drawn (changed previews only).
        var difference: String?
        /// The lines of its view tree (`SVGRenderer.viewTree()`: each view, its frame) that changed, `- ` at the
        /// base and `+ ` at the head (``LineDiff``), when both sides wrote one and they differ (changed previews only).
        var viewTreeChanges: [String]?
        /// The regions whose pixels changed, in points, when the difference picture was drawn.
        var regions: [ReviewDifference.Region]?
        /// Why it could not be compared: the error it threw, and on which side (failed previews only).
        var error: String?
    }

    /// The revision given with `--base`.
    var baseRef: String
    /// The merge base of ``baseRef`` and `HEAD`: the commit drawn as the base.
    var baseCommit: String
    /// The commit drawn as the head.
    var headCommit: String
    /// The Vellum version that drew both sides.
    var vellumVersion: String
    /// Which previews were drawn again on each side, and why (`redrew 2 of 9 previews: only Cards changed: …`,
    /// `redrew everything: Package.swift changed`).
    var rendered: String
    /// The modules whose previews were drawn again (``ReviewScope``); nil when every preview was.
    var redrawnModules: [String]?
    /// How many previews were drawn again, of how many, when only some were (for ``rendered``, and to
    /// add the shards' counts up in ``merged(_:)``).
    var redrawnCount: Int?
    var previewCount: Int?
    /// The shard compared (`2/8`), nil for every preview.
    var shard: String?
    /// Why the changed previews have no difference picture (librsvg missing), when they have none.
    var differenceNote: String?
    /// Previews whose pictures differ.
    var changed: [Preview] = []
    /// Previews only the head has.
    var added: [Preview] = []
    /// Previews only the base has.
    var removed: [Preview] = []
    /// Previews that threw on either side, and sides that did not build (a preview named `*`).
    var failed: [Preview] = []
    /// How many previews are the same on both sides.
    var unchanged: Int = 0
    /// The variants of changed previews that are the same on both sides, shown beside the changed ones (counted
    /// in ``unchanged``).
    var unchangedVariants: [Preview] = []

    /// The exit status: 2 when anything failed, 1 when previews changed, were added or removed, else 0.
    var exitStatus: Int32 {
        if !failed.isEmpty { return 2 }
        return changed.isEmpty && added.isEmpty && removed.isEmpty ? 0 : 1
    }

    /// The counts as one line: `3 changed, 1 added, 1 removed, 0 failed, 4 unchanged`.
    var countsLine: String {
        "\(changed.count) changed, \(added.count) added, \(removed.count) removed, \(failed.count) failed, \(unchanged) unchanged"
    }

    /// Compares the galleries `base` and `head` (nil: that side did not build, `buildErrors` says why),
    /// whose folders are `report/base` and `report/head`.
    ///
    /// - Throws: `VellumError` naming an SVG that cannot be read or compared.
    mutating func compare(base: GallerySummary?, head: GallerySummary?, in report: URL, buildErrors: [String: String]) throws {
        for side in ["base", "head"] where (side == "base" ? base : head) == nil {
            failed.append(Preview(source: side, name: "*", anchor: "failed-\(side)", error: "the \(side) did not build: \(buildErrors[side] ?? "see the output above")"))
        }
        guard let base, let head else { return }
        func key(_ preview: GallerySummary.Preview) -> String { preview.source + "\u{0}" + preview.name + "\u{0}" + (preview.variant ?? "") }
        let before = Dictionary(base.previews.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(head.previews.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        var anchors = Set<String>(), same: [Preview] = []
        func preview(_ item: GallerySummary.Preview) -> Preview {
            let text = item.source + "-" + item.name + (item.variant.map { "-" + $0 } ?? "")
            var anchor = Self.anchor(text), n = 2
            while anchors.contains(anchor) { anchor = Self.anchor(text) + "-\(n)"; n += 1 }
            anchors.insert(anchor)
            return Preview(source: item.source, name: item.name, variant: item.variant, anchor: anchor,
                           module: item.module, line: item.line, ordinal: item.ordinal)
        }
        for old in base.previews where after[key(old)] == nil {
            var entry = preview(old)
            entry.base = "base/" + old.svg
            if let error = old.error { entry.error = "at the base: \(error)"; failed.append(entry) } else { removed.append(entry) }
        }
        for new in head.previews {
            var entry = preview(new)
            entry.head = "head/" + new.svg
            guard let old = before[key(new)] else {
                if let error = new.error { entry.error = "at the head: \(error)"; failed.append(entry) } else { added.append(entry) }
                continue
            }
            entry.base = "base/" + old.svg
            // Its module is the same on both sides (``ReviewScope``): not drawn, the same picture.
            if old.skipped == true || new.skipped == true { unchanged += 1; continue }
            if old.error != nil || new.error != nil {
                entry.error = [old.error.map { "at the base: \($0)" }, new.error.map { "at the head: \($0)" }].compactMap { $0 }.joined(separator: "; ")
                failed.append(entry)
                continue
            }
            let a = try Self.text(report.appendingPathComponent(entry.base!)), b = try Self.text(report.appendingPathComponent(entry.head!))
            let result: SVGDiffResult
            do { result = try SVGDiff.compare(a, b, aName: entry.base!, bName: entry.head!) } catch {
                throw VellumError(.corruptFile, subject: entry.head!, message: "\(entry.base!) and \(entry.head!) could not be compared: \(error)")
            }
            if result.isEqual {
                unchanged += 1
                if new.variant != nil { same.append(entry) }
                continue
            }
            entry.changes = result.differences.map {
                Change(kind: $0.kind.rawValue, location: $0.location, old: $0.oldValue, new: $0.newValue, description: $0.description)
            }
            entry.viewTreeChanges = Self.viewTreeChanges(base: report.appendingPathComponent(entry.base!),
                                                         head: report.appendingPathComponent(entry.head!))
            if differenceNote == nil {
                do {
                    let difference = try ReviewDifference(before: a, after: b)
                    let path = "difference/" + new.svg, url = report.appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try AtomicFile.write(Data(difference.svg.utf8), to: url)
                    entry.difference = path
                    entry.regions = difference.regions
                } catch {
                    differenceNote = "no difference pictures: \(error)"
                }
            }
            changed.append(entry)
        }
        let changedPreviews = Set(changed.map { $0.source + "\u{0}" + $0.name })
        unchangedVariants = same.filter { changedPreviews.contains($0.source + "\u{0}" + $0.name) }
        failed.sort { ($0.source, $0.name, $0.variant ?? "") < ($1.source, $1.name, $1.variant ?? "") }
    }

    /// The changed lines between the view trees written beside two SVGs (`<name>.tree.txt`), nil when either
    /// side has none or they are the same.
    static func viewTreeChanges(base: URL, head: URL) -> [String]? {
        func tree(_ svg: URL) -> String? { try? String(contentsOf: svg.deletingPathExtension().appendingPathExtension("tree.txt"), encoding: .utf8) }
        guard let old = tree(base), let new = tree(head), old != new else { return nil }
        return LineDiff.changes(old: old, new: new)
    }

    /// `text` as an HTML id: letters and digits kept (lowercased), anything else one `-`.
    static func anchor(_ text: String) -> String {
        var result = "", dash = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                dash = false
            } else if !dash, !result.isEmpty {
                result += "-"; dash = true
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return "preview-" + result
    }

    /// The UTF-8 text of `url`.
    static func text(_ url: URL) throws -> String {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw VellumError(.unreadableFile, subject: url.path, message: "\(url.path) is missing or unreadable")
        }
        return text
    }

    /// The report as JSON: keys sorted, two-space indents, a final line feed.
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0a)
        return data
    }
}
