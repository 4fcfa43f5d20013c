import Foundation
import Testing
import Vellum
import VellumSnapshotTesting

/// The view-taking assertions, rendered by `SVGRenderer`, into a temporary snapshot folder.
@Suite struct ViewSnapshotTests {
    struct Swatch: View {
        var colour: Color
        var body: some View {
            Rectangle().fill(colour).frame(width: 40, height: 20)
        }
    }

    @Test func sizeVariantRecordsThenMatchesThenNamesTheChange() throws {
        let folder = try TemporaryFolder()
        let size = CGSize(width: 100, height: 50)
        let reference = folder.file("ViewSnapshotTests/sizeVariantRecordsThenMatchesThenNamesTheChange.swatch.svg")
        let ci = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false
        if ci {
            try folder.write(SVGRenderer(content: Swatch(colour: .red), size: size).svg(), to: reference)
        } else {
            withKnownIssue {
                assertSVGSnapshot(of: Swatch(colour: .red), size: size, named: "swatch", snapshotDirectory: folder.path)
            }
        }
        #expect(folder.exists(reference))
        assertSVGSnapshot(of: Swatch(colour: .red), size: size, named: "swatch", snapshotDirectory: folder.path)
        withKnownIssue {
            assertSVGSnapshot(of: Swatch(colour: .blue), size: size, named: "swatch", snapshotDirectory: folder.path, record: .missing)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("does not match its reference") }
        }
    }

    @Test func deviceVariantRecordsIntoTheGivenFolder() throws {
        let folder = try TemporaryFolder()
        let reference = folder.file("ViewSnapshotTests/deviceVariantRecordsIntoTheGivenFolder.phone.svg")
        let ci = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false
        withKnownIssue {
            assertSVGSnapshot(of: Swatch(colour: .green), device: .iPhoneSE, named: "phone", snapshotDirectory: folder.path)
        }
        #expect(folder.exists(reference) == !ci)
    }

    @Test func rendererVariantKeepsTheRenderersSettings() throws {
        let folder = try TemporaryFolder()
        var renderer = SVGRenderer(content: Swatch(colour: .green), device: .iPhoneSE)
        renderer.colorScheme = .dark
        renderer.keyboardVisible = true
        let reference = folder.file("ViewSnapshotTests/rendererVariantKeepsTheRenderersSettings.dark.svg")
        try folder.write(renderer.svg(), to: reference)
        // The same settings match the reference written from them…
        assertSVGSnapshot(of: renderer, named: "dark", snapshotDirectory: folder.path, record: .never)
        // …and the light scheme does not: the background differs.
        renderer.colorScheme = .light
        withKnownIssue {
            assertSVGSnapshot(of: renderer, named: "dark", snapshotDirectory: folder.path, record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("#000000") }
        }
    }
}
