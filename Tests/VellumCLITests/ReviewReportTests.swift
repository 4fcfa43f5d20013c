import Foundation
import Testing
@testable import VellumCLI
@testable import VellumPreviews

/// `vellum review`'s report from two galleries' summaries, without building
/// anything: matching, failures, the exit status, escaping and the same bytes every time.
@Suite struct ReviewReportTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-review-report-\(UUID().uuidString)")

    func preview(_ source: String, _ name: String, error: String? = nil) -> GallerySummary.Preview {
        GallerySummary.Preview(module: "App", source: source, line: 1, ordinal: 0, name: name, entry: source, title: source, section: "App",
                               isScreen: false, svg: "\(name).svg", png: nil, error: error, missingAssets: [], unsettled: nil, accessibilityIssues: [])
    }

    func svg(_ fill: String, _ name: String, side: String) throws {
        let url = root.appendingPathComponent("\(side)/\(name).svg")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect width=\"10\" height=\"10\" fill=\"\(fill)\"/></svg>".utf8).write(to: url)
    }

    func report() -> ReviewReport {
        ReviewReport(baseRef: "main", baseCommit: String(repeating: "a", count: 40), headCommit: String(repeating: "b", count: 40),
                     vellumVersion: "1.0.0", rendered: "every preview drawn on both sides")
    }

    @Test func failuresOnEitherSideAreListedAndExitTwo() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for side in ["base", "head"] { try svg("#000", "Same", side: side) }
        try svg("#000", "Odd <&> \"name\"", side: "base")
        try svg("#FFF", "Odd <&> \"name\"", side: "head")
        let base = GallerySummary(title: "T", previews: [preview("App/A.swift", "Same"), preview("App/B.swift", "Throws"),
                                                          preview("App/C.swift", "Odd <&> \"name\"")])
        let head = GallerySummary(title: "T", previews: [preview("App/A.swift", "Same"), preview("App/B.swift", "Throws", error: "boom"),
                                                          preview("App/C.swift", "Odd <&> \"name\"")])
        var review = report()
        try review.compare(base: base, head: head, in: root, buildErrors: [:])
        #expect(review.unchanged == 1)
        #expect(review.changed.map(\.name) == ["Odd <&> \"name\""])
        #expect(review.changed.first?.changes?.map(\.description) == ["/svg/rect[1]@fill: #000000 → #FFFFFF"])
        #expect(review.failed.map(\.error) == ["at the head: boom"])
        #expect(review.exitStatus == 2)
        // Black to white over the whole picture: one region, the difference picture beside the two sides.
        #expect(review.changed.first?.regions == [ReviewDifference.Region(x: 0, y: 0, width: 10, height: 10)])
        #expect(review.changed.first?.difference == "difference/Odd <&> \"name\".svg")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("difference/Odd <&> \"name\".svg").path))

        // The page escapes what the previews are called; the comment escapes Markdown's table cells.
        let page = review.pageHTML(in: root)
        #expect(page.contains("Odd &lt;&amp;&gt; &quot;name&quot;"))
        #expect(!page.contains("Odd <&>"))
        #expect(page.contains("<figcaption>difference: 1 changed region</figcaption>"))
        #expect(page.components(separatedBy: "src=\"data:image/svg+xml;base64,").count - 1 == 3)
        #expect(review.comment() == """
            ### Vellum review: 1 changed, 0 added, 0 removed, 1 failed

            Previews at `bbbbbbbbbbbb` against the merge base `aaaaaaaaaaaa` of `main`; 1 unchanged; every preview drawn on both sides. [The report](index.html).

            | Changed preview | Changes |
            | --- | --- |
            | [App/C.swift · Odd <&> "name"](index.html#preview-app-c-swift-odd-name) | 1: `/svg/rect[1]@fill: #000000 → #FFFFFF` |

            **Failed**

            - [App/B.swift · Throws](index.html#preview-app-b-swift-throws): at the head: boom

            """, "\(review.comment())")
        let linked = review.comment(reportURL: "https://ci.example/r/index.html").split(separator: "\n")
        #expect(linked.contains(
            "| [App/C.swift · Odd <&> \"name\"](https://ci.example/r/index.html#preview-app-c-swift-odd-name) | 1: `/svg/rect[1]@fill: #000000 → #FFFFFF` |"),
            "\(linked)")

        // The same bytes every time.
        var again = report()
        try again.compare(base: base, head: head, in: root, buildErrors: [:])
        #expect(try again.json() == review.json())
        let json = String(decoding: try review.json(), as: UTF8.self)
        #expect(json.range(of: "\"baseCommit\"")!.lowerBound < json.range(of: "\"changed\"")!.lowerBound, "sorted keys")
    }

    @Test func everyVariantOfAChangedPreviewIsShownAndMatchedVariantByVariant() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        func variant(_ name: String, _ variant: String) -> GallerySummary.Preview {
            var preview = preview("App/Card.swift", name)
            preview.svg = "\(name).\(variant).svg"
            preview.variant = variant
            return preview
        }
        for side in ["base", "head"] {
            try svg("#000", "Card.light", side: side)
            try svg("#000", "Other.light", side: side)
            try svg("#000", "Other.dark", side: side)
        }
        try svg("#111", "Card.dark", side: "base")
        try svg("#EEE", "Card.dark", side: "head")
        let previews = [variant("Card", "light"), variant("Card", "dark"), variant("Other", "light"), variant("Other", "dark")]
        var review = report()
        try review.compare(base: GallerySummary(title: "T", previews: previews), head: GallerySummary(title: "T", previews: previews),
                           in: root, buildErrors: [:])
        #expect(review.changed.map { "\($0.name) \($0.variant ?? "")" } == ["Card dark"])
        #expect(review.changed.first?.anchor == "preview-app-card-swift-card-dark")
        #expect(review.unchanged == 3)
        #expect(review.unchangedVariants.map { "\($0.name) \($0.variant ?? "")" } == ["Card light"], "not Other's: it did not change")
        let page = review.pageHTML(in: root)
        #expect(page.components(separatedBy: "<figcaption>unchanged in this variant</figcaption>").count - 1 == 1)
        #expect(page.range(of: "card-dark")!.lowerBound < page.range(of: "card-light")!.lowerBound, "after the changed variant")
        #expect(review.comment() == """
            ### Vellum review: 1 changed, 0 added, 0 removed, 0 failed

            Previews at `bbbbbbbbbbbb` against the merge base `aaaaaaaaaaaa` of `main`; 3 unchanged; every preview drawn on both sides. [The report](index.html).

            | Changed preview | Changes |
            | --- | --- |
            | [App/Card.swift · Card · dark](index.html#preview-app-card-swift-card-dark) | 1: `/svg/rect[1]@fill: #111111 → #EEEEEE` |

            """, "\(review.comment())")
    }

    @Test func aSideThatDidNotBuildIsAFailure() throws {
        var review = report()
        try review.compare(base: GallerySummary(title: "T", previews: []), head: nil, in: root,
                           buildErrors: ["head": "vellum previews exited with 1 and wrote no summary"])
        #expect(review.failed.map(\.error) == ["the head did not build: vellum previews exited with 1 and wrote no summary"])
        #expect(review.exitStatus == 2)
        var same = report()
        try same.compare(base: GallerySummary(title: "T", previews: []), head: GallerySummary(title: "T", previews: []), in: root, buildErrors: [:])
        #expect(same.exitStatus == 0)
        #expect(same.comment().hasPrefix("### Vellum review: 0 changed, 0 added, 0 removed, 0 failed\n"))
    }

    @Test func badArgumentsAreErrorsNamingThem() {
        #expect(ReviewCommand().run(["--base"]) == 2)
        #expect(ReviewCommand().run(["--base", "main", "--device", "Nokia"]) == 2)
        #expect(ReviewCommand().run(["--base", "main", "--package", "/no/such/folder"]) == 2)
        #expect(ReviewCommand().run(["--frobnicate"]) == 2)
        #expect(ReviewCommand().run(["--base", "main", "--variant", "sepia"]) == 2)
        #expect(ReviewCommand().run(["--base", "main", "--shard", "3/2"]) == 2)
    }

    @Test func theBaseIsCheckedOutUnderTheSameNameAndReadsTheCatalogsAtItsCommit() {
        let repository = URL(fileURLWithPath: "/work/Shop"), app = URL(fileURLWithPath: "/work/Shop/App")
        let worktree = ReviewCommand.worktree(for: app, top: repository)
        #expect(worktree.path == "/work/Shop/App/.build/vellum-review/base/Shop", "an app folder's module is named after its folder")
        let side = worktree.appendingPathComponent("App")
        #expect(ReviewCommand.catalog("Assets.xcassets", head: app, side: side, cwd: app) == side.path + "/Assets.xcassets")
        #expect(ReviewCommand.catalog("/shared/Brand.xcassets", head: app, side: side, cwd: app) == "/shared/Brand.xcassets")
        #expect(ReviewCommand.catalog("../Brand.xcassets", head: app, side: side, cwd: app) == "/work/Shop/Brand.xcassets", "outside the package: where it is")
    }
}
