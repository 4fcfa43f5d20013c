import Foundation
import Testing
import Vellum
@testable import VellumSnapshotTesting
import VellumTestSupport

/// `assertSVGSnapshot(of:layout:variants:named:)`: one reference per variant,
/// named after it, on the layouts swift-snapshot-testing names.
@Suite struct VariantSnapshotTests {
    private struct Label: View {
        var body: some View { Text("Hello").padding(4) }
    }

    @Test func eachVariantIsRecordedInItsOwnFileNamedAfterIt() throws {
        let folder = try TemporaryFolder()
        let variants: [Variant] = [.light, .dark, .accessibility3, .dark + .accessibility5]
        let names = variants.map { folder.file("VariantSnapshotTests/eachVariantIsRecordedInItsOwnFileNamedAfterIt.label.\($0.name).svg") }
        if ProcessInfo.processInfo.environment["CI"].map({ !$0.isEmpty }) == true {
            for (variant, path) in zip(variants, names) {
                try folder.write(try SVGRenderer(content: Label()).applying(variant).svg(), to: path)
            }
        } else {
            withKnownIssue {
                assertSVGSnapshot(of: Label(), layout: .sizeThatFits, variants: variants, named: "label", snapshotDirectory: folder.path, record: .missing)
            }
        }
        #expect(names.last?.hasSuffix(".label.dark-accessibility5.svg") == true)
        let files = names.map { folder.contents($0) }
        #expect(files.allSatisfy { $0 != nil }, "one file per variant")
        #expect(Set(files.compactMap { $0 }).count == 4, "each variant draws differently")
        let dark = try SVGQuery(#require(files[1])).colors
        #expect(dark.contains("#000000") || dark.contains("#000"), "dark is drawn on black")
        // Matching the recorded references passes.
        assertSVGSnapshot(of: Label(), layout: .sizeThatFits, variants: variants, named: "label", snapshotDirectory: folder.path)
    }

    @Test func layoutsMakeTheCanvasesSnapshotTestingNames() throws {
        let fits = try SnapshotLayout.sizeThatFits.renderer(for: Color.red.frame(width: 30, height: 20)).svg()
        let fixed = try SnapshotLayout.fixed(width: 100, height: 50).renderer(for: Color.red.frame(width: 30, height: 20)).svg()
        let device = try SnapshotLayout.device(.iPhone16ProMax).renderer(for: Color.red.frame(width: 30, height: 20)).svg()
        #expect(try SVGQuery(fits).root.has(["width": "30", "height": "20", "viewBox": "0 0 30 20"]))
        #expect(try SVGQuery(fixed).root.has(["width": "100", "height": "50", "viewBox": "0 0 100 50"]))
        #expect(try SVGQuery(device).root.has(["width": "440", "height": "956", "viewBox": "0 0 440 956"]))
    }

    @Test func twoVariantsWithOneNameFail() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertSVGSnapshot(of: Label(), variants: [.dark, Variant(name: "dark", dynamicTypeSize: .xSmall)], named: "twice",
                              snapshotDirectory: folder.path, record: .never)
        } matching: { issue in issue.comments.contains { $0.rawValue.contains("Two variants are named 'dark'") } || issue.description.contains("Two variants") }
    }
}
