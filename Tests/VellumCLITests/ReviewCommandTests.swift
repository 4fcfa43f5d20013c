import Foundation
import Testing
@testable import VellumCLI
import VellumTestSupport

/// `vellum review --base REF` as a user meets it: a git repository holding a
/// package with previews, a commit that changes a colour, a padding and a
/// text, adds a preview and removes another, and the report that names
/// exactly those changes.
@Suite("vellum review in a throwaway git repository", .serialized)
struct ReviewCommandTests {
    private func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// `git arguments` in `root`, which must succeed; its output.
    @discardableResult
    private func git(_ arguments: [String], in root: URL) throws -> String {
        let outcome = try Subprocess.run("git", ["-C", root.path, "-c", "user.name=Vellum Tests", "-c", "user.email=tests@example.com",
                                                 "-c", "commit.gpgsign=false"] + arguments, echo: false)
        #expect(outcome.status == 0, "git \(arguments): \(outcome.output)")
        return outcome.output
    }

    /// The package's six files, with the second commit's changes when `changed` (none in the target Other).
    private func writePreviews(changed: Bool, in root: URL) throws {
        try write("""
            import Vellum
            #Preview("Other", traits: .sizeThatFitsLayout) { Text("Other").padding(4) }
            """, "Sources/Other/Other.swift", in: root)
        try write("""
            import Vellum
            #Preview("Badge", traits: .sizeThatFitsLayout) { Text("3").padding(6).background(\(changed ? ".blue" : ".red")) }
            """, "Sources/Cards/Badge.swift", in: root)
        try write("""
            import Vellum
            #Preview("Card", traits: .sizeThatFitsLayout) { Text("Card").padding(\(changed ? 16 : 8)).background(.gray) }
            """, "Sources/Cards/Card.swift", in: root)
        try write("""
            import Vellum
            #Preview("Title", traits: .sizeThatFitsLayout) { Text("\(changed ? "Goodbye" : "Hello")").padding(4) }
            """, "Sources/Cards/Title.swift", in: root)
        try write("""
            import Vellum
            #Preview("Footer", traits: .sizeThatFitsLayout) { Text("Footer").padding(4) }
            """, "Sources/Cards/Footer.swift", in: root)
        try write("""
            import Vellum
            #Preview("\(changed ? "New" : "Old")", traits: .sizeThatFitsLayout) { Text("Extra").padding(4) }
            """, "Sources/Cards/Extras.swift", in: root)
    }

    private func makeRepository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-review-\(UUID().uuidString)")
        try write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Cards",
                products: [.library(name: "Cards", targets: ["Cards", "Other"])],
                dependencies: [.package(path: "\(SharedScratch.vellumRoot.path)")],
                targets: [
                    .target(name: "Cards", dependencies: [.product(name: "Vellum", package: "\(SharedScratch.vellumRoot.lastPathComponent)")]),
                    .target(name: "Other", dependencies: [.product(name: "Vellum", package: "\(SharedScratch.vellumRoot.lastPathComponent)")]),
                ])
            """, "Package.swift", in: root)
        try write(".build/\n", ".gitignore", in: root)
        try writePreviews(changed: false, in: root)
        try git(["init", "--quiet"], in: root)
        try git(["add", "."], in: root)
        try git(["commit", "--quiet", "-m", "Previews"], in: root)
        try writePreviews(changed: true, in: root)
        try git(["commit", "--quiet", "-a", "-m", "A colour, a padding and a text changed; New added, Old removed"], in: root)
        return root
    }

    @Test("the report names exactly the changed colour, padding and text, the added and the removed preview",
          .enabled(if: SharedScratch.swift != nil, "needs the swift command on PATH"))
    func reviewEndToEnd() async throws {
        let root = try makeRepository()
        let tools = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-review-tools-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: tools) }
        var command = ReviewCommand()
        command.vellumRoot = SharedScratch.vellumRoot
        command.swift = try SharedScratch.swiftBuildingInSharedFolder(writingInto: tools)
        let review = command

        // Bad input is refused before anything is built.
        #expect(review.run(["--package", root.path]) == 2, "--base is required")
        #expect(review.run(["--package", root.path, "--base", "no-such-branch"]) == 2)

        let status = try await SharedScratch.inTurn(building: root.appendingPathComponent(".build/vellum-previews").path) {
            review.run(["--package", root.path, "--base", "HEAD~1"])
        }
        #expect(status == 1, "previews changed")
        let folder = root.appendingPathComponent(".build/vellum-review/report")
        let report = try JSONDecoder().decode(ReviewReport.self, from: Data(contentsOf: folder.appendingPathComponent("review.json")))
        #expect(report.changed.map(\.source) == ["Cards/Badge.swift", "Cards/Card.swift", "Cards/Title.swift"], "\(report.changed.map(\.source))")
        #expect(report.changed.map(\.name) == ["Badge", "Card", "Title"])
        #expect(report.added.map(\.name) == ["New"])
        #expect(report.removed.map(\.name) == ["Old"])
        #expect(report.failed.isEmpty, "\(report.failed)")
        #expect(report.unchanged == 2, "Footer, and Other, not drawn")
        let parent = try git(["rev-parse", "HEAD~1"], in: root).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(report.baseCommit == parent)
        // Only Cards' files changed: Other's preview is not drawn again, on either side.
        #expect(report.rendered == "redrew 5 of 6 previews: only Cards changed: Sources/Cards/Badge.swift, Sources/Cards/Card.swift, "
                + "Sources/Cards/Extras.swift and 1 more", "\(report.rendered)")
        #expect(report.redrawnModules == ["Cards"])
        for side in ["base", "head"] {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(side)/Other/Other.svg").path))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(side)/Footer/Footer.svg").path))
        }

        let changes = Dictionary(uniqueKeysWithValues: report.changed.map { ($0.name, $0.changes ?? []) })
        let badge = changes["Badge"] ?? [], card = changes["Card"] ?? [], title = changes["Title"] ?? []
        // The colour: one fill, nothing else.
        #expect(badge.map(\.description) == ["/svg/rect[2]@fill: #FF3B30 → #007AFF"])
        // The padding: the picture grew by 16 points and the text moved by 8, no colour or text changed.
        #expect(card.contains { $0.description == "/svg@width: 53 → 69" }, "\(card.map(\.description))")
        #expect(card.contains { $0.description == "/svg/g[1]/g[1]/use[1]@x: 8 → 16" }, "\(card.map(\.description))")
        #expect(!card.contains { $0.location.hasSuffix("@fill") || $0.location.hasSuffix("@aria-label") || $0.kind == "textChanged" })
        // The view tree: the padding's frame grew, the text inside it moved; the colour change leaves the tree alone.
        let trees = Dictionary(uniqueKeysWithValues: report.changed.map { ($0.name, $0.viewTreeChanges) })
        let cardTree = try #require(trees["Card"] ?? nil, "the Card's view tree changed")
        #expect(cardTree.contains { $0.hasPrefix("- ") } && cardTree.contains { $0.hasPrefix("+ ") }, "\(cardTree)")
        #expect((trees["Badge"] ?? nil)?.contains { $0.contains("Text") } != true, "\(String(describing: trees["Badge"]))")
        // The text: its label, and its glyphs.
        #expect(title.contains { $0.description == "/svg/g[1]@aria-label: Hello → Goodbye" }, "\(title.map(\.description))")
        #expect(!title.contains { $0.location.hasSuffix("@fill") })
        #expect(report.changed.allSatisfy { $0.base == "base/\($0.source.dropFirst(6).dropLast(6))/\($0.name).svg" },
                "\(report.changed.map(\.base))")

        // The page: both pictures of each changed preview, embedded, under its anchor; the comment links there.
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        for preview in report.changed {
            #expect(page.contains("id=\"\(preview.anchor)\""), "\(preview.anchor)")
        }
        // Before, after and the difference of each changed preview; the added and the removed one's picture.
        #expect(page.components(separatedBy: "src=\"data:image/svg+xml;base64,").count - 1 == 3 * 3 + 2)
        #expect(report.differenceNote == nil, "\(report.differenceNote ?? "")")
        #expect(report.changed.allSatisfy { $0.difference == "difference/\($0.source.dropFirst(6).dropLast(6))/\($0.name).svg" },
                "\(report.changed.map(\.difference))")
        // The colour changed the whole badge; the text, from its first letter (after the padding) to the picture's new
        // right edge (Goodbye is wider than Hello: the white it grew by is new).
        let regions = Dictionary(uniqueKeysWithValues: report.changed.map { ($0.name, $0.regions ?? []) })
        #expect(regions["Badge"]?.count == 1, "\(regions)")
        #expect(regions["Title"]?.count == 1 && regions["Title"]?.first?.x == 4, "\(regions)")
        #expect(regions["Title"]?.first.map { $0.x + $0.width } == 78, "77.667 points wide, rounded up: \(regions)")
        #expect(page.contains("3 changed, 1 added, 1 removed, 0 failed, 2 unchanged"))
        // In headless Chromium: the eleven pictures load and have a size, and each changed preview's anchor is there.
        let anchors = report.changed.map { "'\($0.anchor)'" }.joined(separator: ",")
        let shown = try SharedBrowser.shared.use { browser in
            try browser.open(folder.appendingPathComponent("index.html").absoluteString)
            return try browser.evaluate("""
                Promise.all([...document.images].map((i) => i.decode().catch(() => null))).then(() =>
                  [document.images.length, [...document.images].filter((i) => i.complete && i.naturalWidth > 0).length,
                   [\(anchors)].filter((a) => document.getElementById(a) !== null).length])
                """)
        }
        #expect(shown.filter { !$0.isWhitespace }  == "[11,11,3]", "images, loaded, anchors found: \(shown)")
        let comment = try String(contentsOf: folder.appendingPathComponent("comment.md"), encoding: .utf8)
        #expect(comment.hasPrefix("### Vellum review: 3 changed, 1 added, 1 removed, 0 failed\n"), "\(comment)")
        #expect(comment.contains("(index.html#preview-cards-badge-swift-badge)"), "\(comment)")
        #expect(comment.contains("(index.html#preview-cards-extras-swift-new)"), "\(comment)")
        // The base's worktree is under .build, where the repository ignores it.
        let porcelain = try git(["status", "--porcelain"], in: root)
        #expect(porcelain.isEmpty, "\(porcelain)")

        // Again in two variants, every preview drawn, as shard 1 of 1: each changed preview in both, named by its variant.
        let variants = root.appendingPathComponent(".build/variants")
        let again = try await SharedScratch.inTurn(building: root.appendingPathComponent(".build/vellum-previews").path) {
            review.run(["--package", root.path, "--base", "HEAD~1", "--variant", "light", "--variant", "dark", "--redraw-all",
                        "--shard", "1/1", "--out", variants.path])
        }
        #expect(again == 1)
        let both = try JSONDecoder().decode(ReviewReport.self, from: Data(contentsOf: variants.appendingPathComponent("review.json")))
        #expect(both.changed.map { "\($0.name).\($0.variant ?? "")" } == ["Badge.dark", "Badge.light", "Card.dark", "Card.light", "Title.dark", "Title.light"],
                "\(both.changed.map(\.head))")
        #expect(both.changed.first?.head == "head/Badge/Badge.dark.svg")
        #expect(both.added.count == 2 && both.removed.count == 2 && both.unchanged == 4 && both.failed.isEmpty, "\(both.countsLine)")
        #expect(both.rendered == "redrew everything: --redraw-all" && both.redrawnModules == nil && both.shard == "1/1")
        let variantPage = try String(contentsOf: variants.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(variantPage.contains("<span class=\"variant\">dark</span>") && variantPage.contains("(shard 1/1)"))
    }

    @Test("in an Xcode project's folder: the changed colour named, every preview drawn (the app is one module)",
          .enabled(if: SharedScratch.swift != nil, "needs the swift command on PATH"))
    func reviewOfAnAppFolder() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-review-app-\(UUID().uuidString)")
        let tools = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-review-tools-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: tools) }
        func badge(_ colour: String) throws {
            try write("""
                import SwiftUI
                #Preview("Badge", traits: .sizeThatFitsLayout) { Text("3").padding(6).background(\(colour)) }
                """, "Shop/Badge.swift", in: root)
        }
        try write("// an Xcode project\n", "Shop.xcodeproj/project.pbxproj", in: root)
        try write("""
            import SwiftUI
            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { Text("Shop") } }
            }
            """, "Shop/ShopApp.swift", in: root)
        try write("""
            import SwiftUI
            #Preview("Title", traits: .sizeThatFitsLayout) { Text("Shop").padding(4) }
            """, "Shop/Title.swift", in: root)
        try badge(".red")
        try write(".build/\n", ".gitignore", in: root)
        try git(["init", "--quiet"], in: root)
        try git(["add", "."], in: root)
        try git(["commit", "--quiet", "-m", "Shop"], in: root)
        try badge(".green")
        try git(["commit", "--quiet", "-a", "-m", "A green badge"], in: root)

        var command = ReviewCommand()
        command.vellumRoot = SharedScratch.vellumRoot
        command.swift = try SharedScratch.swiftBuildingInSharedFolder(writingInto: tools)
        let review = command
        let status = try await SharedScratch.inTurn(building: root.appendingPathComponent(".build/vellum-previews").path) {
            review.run(["--package", root.path, "--base", "HEAD~1"])
        }
        #expect(status == 1)
        let folder = root.appendingPathComponent(".build/vellum-review/report")
        let report = try JSONDecoder().decode(ReviewReport.self, from: Data(contentsOf: folder.appendingPathComponent("review.json")))
        #expect(report.changed.map { "\($0.source) \($0.name)" } == ["Shop/Badge.swift Badge"], "\(report.countsLine) \(report.failed)")
        #expect(report.changed.first?.changes?.map(\.description) == ["/svg/rect[2]@fill: #FF3B30 → #34C759"], "\(report.changed)")
        #expect(report.unchanged == 1 && report.added.isEmpty && report.removed.isEmpty && report.failed.isEmpty, "\(report.countsLine)")
        #expect(report.rendered == "redrew 2 of 2 previews: only Shop changed: Shop/Badge.swift", "\(report.rendered)")
        #expect(report.changed.first?.difference.map { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) } == true)
    }

    @Test("the base's worktree is reused at another commit, and a stale folder in its place is replaced")
    func worktreeReuse() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-review-git-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write("one\n", "a.txt", in: root)
        try write(".build/\n", ".gitignore", in: root)
        try git(["init", "--quiet"], in: root)
        try git(["add", "."], in: root)
        try git(["commit", "--quiet", "-m", "one"], in: root)
        let first = try git(["rev-parse", "HEAD"], in: root).trimmingCharacters(in: .whitespacesAndNewlines)
        try write("two\n", "a.txt", in: root)
        try git(["commit", "--quiet", "-a", "-m", "two"], in: root)
        let repository = GitRepository(folder: root)
        #expect(try repository.mergeBase("HEAD~1", "HEAD") == first)
        let base = root.appendingPathComponent(".build/vellum-review/base")

        // A stale folder (not a worktree) is replaced.
        try write("stale\n", "stale.txt", in: base)
        try repository.checkOut(first, at: base)
        #expect(try String(contentsOf: base.appendingPathComponent("a.txt"), encoding: .utf8) == "one\n")
        #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent("stale.txt").path))

        // Reused: checked out again, untracked files cleaned, ignored build folders kept.
        try write("kept\n", ".build/cache", in: base)
        try write("untracked\n", "new.txt", in: base)
        try repository.checkOut(try repository.commit("HEAD"), at: base)
        #expect(try String(contentsOf: base.appendingPathComponent("a.txt"), encoding: .utf8) == "two\n")
        #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent("new.txt").path))
        #expect(FileManager.default.fileExists(atPath: base.appendingPathComponent(".build/cache").path))
        #expect(throws: (any Error).self) { try repository.commit("no-such-branch") }
        // A package in a folder of the repository is found at the same place in the base's worktree.
        try write("", "Packages/Cards/Package.swift", in: root)
        #expect(try GitRepository(folder: root.appendingPathComponent("Packages/Cards")).prefix() == "Packages/Cards/")
        #expect(try repository.prefix() == "")
    }
}
