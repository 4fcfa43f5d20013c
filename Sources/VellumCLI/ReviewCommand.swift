import Foundation
import Vellum
import VellumPreviews

/// `vellum review --base REF`: every preview of the package drawn at the merge
/// base of `REF` and `HEAD` and at `HEAD`, by this same Vellum, and compared.
///
/// The base is checked out as a git worktree under the package's
/// `.build/vellum-review/base` (reused by the next review, so its build is
/// incremental); each side is drawn as `vellum previews` draws it (its code,
/// not a second process of this program) into `DIR/base` and `DIR/head`.
/// Previews are matched by file and name; the report lists the changed ones
/// with the structural diff's located changes, the added, the removed and the
/// failed, in `DIR/review.json`, `DIR/index.html` and `DIR/comment.md`.
///
/// ```sh
/// swift run vellum review --base origin/main --out review
/// ```
package struct ReviewCommand {
    /// The usage text.
    package static let usage = """
        usage: vellum review --base REF [--out DIR] [--package PATH] [--device NAME] [--report-url URL]
          --base REF        the revision to compare with; the previews are drawn at the merge base of REF and HEAD
          --out DIR         where to write base/, head/, review.json, index.html and comment.md
                            (default: .build/vellum-review/report in the package)
          --package PATH    the package (in a git repository) whose previews to compare (default: the current directory)
          --device NAME     the device previews are drawn on: \(DeviceName.choices) (default iPhone15Pro)
          --report-url URL  where comment.md links to the report (default: index.html, beside it)
        every preview is drawn on both sides. exit status: 0 nothing changed, 1 previews changed, were added or
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
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "-h" || argument == "--help" { Console.out(Self.usage); return 0 }
            guard ["--base", "--out", "--package", "--device", "--report-url"].contains(argument) else {
                return fail("unexpected argument '\(argument)'\n\(Self.usage)")
            }
            guard i + 1 < arguments.count, !arguments[i + 1].isEmpty else { return fail("\(argument) needs a value\n\(Self.usage)") }
            let value = arguments[i + 1]
            switch argument {
            case "--base": base = value
            case "--out": out = value
            case "--device": device = value
            case "--report-url": reportURL = value
            default: packagePath = value
            }
            i += 2
        }
        guard let base else { return fail("--base REF is required\n\(Self.usage)") }
        guard DeviceName.device(named: device) != nil else { return fail("unknown device '\(device)' (--device); use \(DeviceName.choices)") }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let root = URL(fileURLWithPath: packagePath, isDirectory: true, relativeTo: cwd).absoluteURL.standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            return fail("--package \(root.path) holds no Package.swift")
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
            let worktree = root.appendingPathComponent(".build/vellum-review/base", isDirectory: true)
            Console.out("Checking out the merge base \(mergeBase.prefix(12)) of \(base) and HEAD at \(worktree.path) …")
            try repository.checkOut(mergeBase, at: worktree)
            let baseRoot = prefix.isEmpty ? worktree : worktree.appendingPathComponent(prefix, isDirectory: true)

            let manager = FileManager.default
            var summaries: [String: GallerySummary] = [:], buildErrors: [String: String] = [:]
            for (side, package) in [("base", baseRoot), ("head", root)] {
                let folder = report.appendingPathComponent(side, isDirectory: true)
                if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
                Console.out("Drawing the previews at the \(side) …")
                var previews = PreviewsCommand()
                previews.vellumRoot = vellumRoot
                previews.swift = swift
                let status = previews.run(["--package", package.path, "--out", folder.path, "--device", device])
                if let summary = try? GallerySummary.read(from: folder) {
                    summaries[side] = summary
                } else {
                    buildErrors[side] = "vellum previews exited with \(status) and wrote no summary"
                }
            }
            var review = ReviewReport(baseRef: base, baseCommit: mergeBase, headCommit: head, vellumVersion: VellumVersion.current,
                                      rendered: "every preview drawn on both sides")
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

    private func fail(_ message: String) -> Int32 {
        Console.error("vellum review: \(message)")
        return 2
    }
}
