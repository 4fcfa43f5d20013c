import Foundation
import Vellum
import VellumPreviews

/// `vellum review --base REF`: the previews of the package (or Xcode project
/// folder) drawn at the merge base of `REF` and `HEAD` and in the work tree, by
/// this same Vellum, and compared.
///
/// The base is checked out as a git worktree under the package's
/// `.build/vellum-review/base` (reused by the next review, so its build is
/// incremental); each side is drawn as `vellum previews` draws it (its code,
/// not a second process of this program) into `DIR/base` and `DIR/head`, in the
/// variants and shard asked for. Only the previews of targets a changed file
/// can reach are drawn (``ReviewScope``). Previews are matched by file, name and
/// variant; the report lists the changed ones with the structural diff's
/// located changes and a difference picture (``ReviewDifference``), the added,
/// the removed and the failed, in `DIR/review.json`, `DIR/index.html` and
/// `DIR/comment.md`.
///
/// ```sh
/// swift run vellum review --base origin/main --out review
/// ```
package struct ReviewCommand {
    /// The usage text.
    package static let usage = """
        usage: vellum review --base REF [--out DIR] [--package PATH] [--device NAME] [--assets PATH]... [--variant V]...
                             [--shard I/N] [--report-url URL] [--redraw-all]
          --base REF        the revision to compare with; the previews are drawn at the merge base of REF and HEAD
          --out DIR         where to write base/, head/, difference/, review.json, index.html and comment.md
                            (default: .build/vellum-review/report in the package)
          --package PATH    the package, or Xcode project folder, in a git repository, whose previews to compare
                            (default: the current directory)
          --device NAME     the device previews are drawn on: \(DeviceName.choices) (default iPhone15Pro)
          --assets PATH     an asset catalog (.xcassets) for the previews' named images and colours, as vellum previews
                            takes it (a path in the package is read on each side at that side's commit); repeat it for more
          --variant V       compare every preview in variant V too (dark, accessibility3, rtl, locale:ar, dark+AX3, …),
                            as vellum previews draws it; repeat it for more (default: each preview in its own)
          --shard I/N       compare only shard I of N (from 1), as vellum previews draws it; VELLUM_SHARD=I/N does the same
          --report-url URL  where comment.md links to the report (default: index.html, beside it)
          --redraw-all      draw every preview on both sides, even those of targets no changed file is in
        only the previews of targets whose Swift files changed (and of the targets that use them) are drawn again, when
        that can be known from git; anything else (the manifest, a resource, a file in no target) draws them all, and
        review.json and the report say which was done. exit status: 0 nothing changed, 1 previews changed, were added or
        removed, 2 a side did not build, a preview threw, or bad arguments (the report is still written when it can be)
        """

    /// Where Vellum's own package is (see ``PreviewsCommand/vellumRoot``).
    package var vellumRoot = PreviewsCommand().vellumRoot
    /// The `swift` driver to run.
    package var swift = "swift"
    /// The `git` program to run.
    package var git = "git"

    /// Creates the command.
    package init() {}

    /// Runs with the arguments that follow `review`; returns the exit status.
    package func run(_ arguments: [String]) -> Int32 {
        var base: String?, out: String?, device = "iPhone15Pro", reportURL = "index.html"
        var packagePath = FileManager.default.currentDirectoryPath
        var assets: [String] = [], variants: [String] = [], shard: PreviewShard?, redrawAll = false
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "-h" || argument == "--help" { Console.out(Self.usage); return 0 }
            if argument == "--redraw-all" { redrawAll = true; i += 1; continue }
            guard ["--base", "--out", "--package", "--device", "--assets", "--variant", "--shard", "--report-url"].contains(argument) else {
                return fail("unexpected argument '\(argument)'\n\(Self.usage)")
            }
            guard i + 1 < arguments.count, !arguments[i + 1].isEmpty else { return fail("\(argument) needs a value\n\(Self.usage)") }
            let value = arguments[i + 1]
            switch argument {
            case "--base": base = value
            case "--out": out = value
            case "--device": device = value
            case "--assets": assets.append(value)
            case "--variant":
                guard Variant(parsing: value) != nil else {
                    return fail("unknown variant '\(value)' (--variant); use light or dark, a Dynamic Type size (xSmall … accessibility5), rtl or ltr, locale:ID or language:ID, joined with +")
                }
                variants.append(value)
            case "--shard":
                do { shard = try PreviewShard(parsing: value, from: "--shard") } catch { return fail("\(error)") }
            case "--report-url": reportURL = value
            default: packagePath = value
            }
            i += 2
        }
        guard let base else { return fail("--base REF is required\n\(Self.usage)") }
        guard DeviceName.device(named: device) != nil else { return fail("unknown device '\(device)' (--device); use \(DeviceName.choices)") }
        if shard == nil {
            do { shard = try PreviewShard.fromEnvironment() } catch { return fail("\(error)") }
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let root = URL(fileURLWithPath: packagePath, isDirectory: true, relativeTo: cwd).absoluteURL.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            return fail("--package \(root.path) is not a folder: give a package's or an Xcode project's folder")
        }
        let report = out.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd).absoluteURL.standardizedFileURL }
            ?? root.appendingPathComponent(".build/vellum-review/report", isDirectory: true)
        do {
            let repository = GitRepository(folder: root, git: git)
            let prefix: String, head: String, mergeBase: String
            do {
                prefix = try repository.prefix()
                head = try repository.commit("HEAD")
                // The merge base of the verified commit, never of the raw argument (which git could read as an option).
                mergeBase = try repository.mergeBase(try repository.commit(base), head)
            } catch { return fail("--base \(base): \(error)") }
            let worktree = try Self.worktree(for: root, top: repository.topLevel())
            Console.out("Checking out the merge base \(mergeBase.prefix(12)) of \(base) and HEAD at \(worktree.path) …")
            let earlier = worktree.deletingLastPathComponent()   // where earlier reviews put the worktree
            if FileManager.default.fileExists(atPath: earlier.appendingPathComponent(".git").path) {
                _ = try? repository.run(["worktree", "remove", "--force", earlier.path])
            }
            try repository.checkOut(mergeBase, at: worktree)
            let baseRoot = prefix.isEmpty ? worktree : worktree.appendingPathComponent(prefix, isDirectory: true)
            let scope: ReviewScope?, skipped: [String]
            if redrawAll {
                (scope, skipped) = (nil, [])
            } else {
                do {
                    let package = try UserPackage(root: root, swift: swift)
                    let found = ReviewScope(changed: try repository.changedFiles(since: mergeBase), package: package, prefix: prefix)
                    (scope, skipped) = (found, found.modules.map { redrawn in package.modules.filter { !redrawn.contains($0) } } ?? [])
                } catch {
                    (scope, skipped) = (nil, [])
                    Console.error("vellum review: which previews changed is not known, so every one is drawn: \(error)")
                }
            }

            let manager = FileManager.default
            var summaries: [String: GallerySummary] = [:], buildErrors: [String: String] = [:]
            for (side, package) in [("base", baseRoot), ("head", root)] {
                let folder = report.appendingPathComponent(side, isDirectory: true)
                if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
                Console.out("Drawing the previews at the \(side) …")
                var previews = PreviewsCommand()
                previews.vellumRoot = vellumRoot
                previews.swift = swift
                previews.skippedModules = skipped
                previews.writesViewTrees = true
                var arguments = ["--package", package.path, "--out", folder.path, "--device", device]
                for catalog in assets { arguments += ["--assets", Self.catalog(catalog, head: root, side: package, cwd: cwd)] }
                for variant in variants { arguments += ["--variant", variant] }
                if let shard { arguments += ["--shard", shard.description] }
                let status = previews.run(arguments)
                if let summary = try? GallerySummary.read(from: folder) {
                    summaries[side] = summary
                } else {
                    buildErrors[side] = "vellum previews exited with \(status) and wrote no summary"
                }
            }
            let differences = report.appendingPathComponent("difference", isDirectory: true)
            if manager.fileExists(atPath: differences.path) { try manager.removeItem(at: differences) }
            var counts: (redrawn: Int, total: Int)?
            if let scope, scope.modules != nil, let drawn = summaries["head"]?.previews {
                counts = (drawn.filter { $0.skipped != true }.count, drawn.count)
            }
            let reason = redrawAll ? "--redraw-all" : scope?.reason ?? "which files changed is not known"
            var review = ReviewReport(baseRef: base, baseCommit: mergeBase, headCommit: head, vellumVersion: VellumVersion.current,
                                      rendered: ReviewReport.renderedLine(counts, reason: reason), redrawnModules: scope?.modules,
                                      redrawnCount: counts?.redrawn, previewCount: counts?.total, shard: shard?.description)
            try review.compare(base: summaries["base"], head: summaries["head"], in: report, buildErrors: buildErrors)
            try manager.createDirectory(at: report, withIntermediateDirectories: true)
            try AtomicFile.write(try review.json(), to: report.appendingPathComponent("review.json"))
            try AtomicFile.write(Data(review.pageHTML(in: report).utf8), to: report.appendingPathComponent("index.html"))
            try AtomicFile.write(Data(review.comment(reportURL: reportURL).utf8), to: report.appendingPathComponent("comment.md"))
            Console.out("Review: \(review.countsLine); open \(report.appendingPathComponent("index.html").path) in a browser.")
            return review.exitStatus
        } catch {
            return fail("\(error)")
        }
    }

    /// Where the merge base is checked out for the package or app folder `root` of the work tree at `top`:
    /// `root/.build/vellum-review/base/<top's name>`, so that the base's folders are named as the head's (an app
    /// folder's module is named after its folder) and `root`'s place in it is the same.
    static func worktree(for root: URL, top: URL) -> URL {
        root.appendingPathComponent(".build/vellum-review/base", isDirectory: true).appendingPathComponent(top.lastPathComponent, isDirectory: true)
    }

    /// The asset catalog `path` (as given, relative to `cwd`) for the side whose package is at `side`: a catalog
    /// inside the head's package `head` is read at the same place in the side's; any other is read where it is.
    static func catalog(_ path: String, head: URL, side: URL, cwd: URL) -> String {
        let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : cwd.appendingPathComponent(path)).standardizedFileURL
        let prefix = head.standardizedFileURL.path + "/"
        guard url.path.hasPrefix(prefix) else { return url.path }
        return side.appendingPathComponent(String(url.path.dropFirst(prefix.count))).path
    }

    private func fail(_ message: String) -> Int32 {
        Console.error("vellum review: \(message)")
        return 2
    }
}
