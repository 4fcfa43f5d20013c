import Foundation
import Vellum

/// The git repository a package lives in, run through the `git` command: what
/// `vellum review` needs of it (the merge base of two revisions, a detached
/// worktree of a commit, and the repository's top folder).
struct GitRepository {
    /// A folder inside the work tree; every command runs there.
    let folder: URL
    /// The `git` program to run.
    var git = "git"

    /// `git args…` in ``folder``; its output, trimmed.
    ///
    /// - Throws: `VellumError` quoting git's message when it fails (not a repository, unknown revision).
    @discardableResult
    func run(_ arguments: [String], in directory: URL? = nil) throws -> String {
        let outcome = try Subprocess.run(git, ["-C", (directory ?? folder).path] + arguments, echo: false)
        let output = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard outcome.status == 0 else {
            throw VellumError(.invalidArgument, subject: (directory ?? folder).path,
                              message: "`git \(arguments.joined(separator: " "))` in \((directory ?? folder).path) failed (\(outcome.status)): \(output)")
        }
        return output
    }

    /// The full commit `revision` names.
    ///
    /// - Throws: `VellumError` saying no commit has that name.
    func commit(_ revision: String) throws -> String {
        do { return try run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]) } catch {
            throw VellumError(.invalidArgument, subject: revision, message: "no commit is named '\(revision)' in the repository at \(folder.path)")
        }
    }

    /// The best common ancestor of `a` and `b`.
    func mergeBase(_ a: String, _ b: String) throws -> String { try run(["merge-base", a, b]) }

    /// The top folder of the work tree ``folder`` is in.
    func topLevel() throws -> URL { URL(fileURLWithPath: try run(["rev-parse", "--show-toplevel"]), isDirectory: true).standardizedFileURL }

    /// ``folder``'s path inside its work tree (`""` at the top, else ending in `/`).
    func prefix() throws -> String { try run(["rev-parse", "--show-prefix"]) }

    /// Makes `location` a detached worktree of `commit`: the one already there is
    /// reused (checked out at `commit`, its untracked files removed but its ignored
    /// build folders kept, so a second review builds incrementally); anything else
    /// there, and worktrees whose folders are gone, are removed first.
    func checkOut(_ commit: String, at location: URL) throws {
        let manager = FileManager.default
        try run(["worktree", "prune"])
        if manager.fileExists(atPath: location.path) {
            let top = try? run(["rev-parse", "--show-toplevel"], in: location)
            let common = try? run(["rev-parse", "--path-format=absolute", "--git-common-dir"], in: location)
            let ours = try run(["rev-parse", "--path-format=absolute", "--git-common-dir"])
            if let top, URL(fileURLWithPath: top).standardizedFileURL.path == location.standardizedFileURL.path, common == ours {
                try run(["checkout", "--quiet", "--detach", "--force", commit], in: location)
                try run(["clean", "--quiet", "-d", "--force"], in: location)
                return
            }
            _ = try? run(["worktree", "remove", "--force", location.path])
            if manager.fileExists(atPath: location.path) { try manager.removeItem(at: location) }
            try run(["worktree", "prune"])
        }
        try manager.createDirectory(at: location.deletingLastPathComponent(), withIntermediateDirectories: true)
        try run(["worktree", "add", "--quiet", "--detach", "--force", location.path, commit])
    }

    /// The files that differ between `commit` and the work tree, tracked or not (ignored files left out), as
    /// paths from the work tree's top, sorted; a renamed file is listed under both names.
    func changedFiles(since commit: String) throws -> [String] {
        let top = try topLevel()
        let tracked = try run(["diff", "--name-only", "--no-renames", "-z", commit, "--"], in: top)
        let untracked = try run(["ls-files", "--others", "--exclude-standard", "--full-name", "-z"], in: top)
        let files = (tracked + "\u{0}" + untracked).split(separator: "\u{0}").map(String.init).filter { !$0.isEmpty }
        return Array(Set(files)).sorted()
    }
}
