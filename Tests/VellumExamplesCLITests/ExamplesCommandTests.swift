import Foundation
import Testing
import VellumExamples
import VellumExamplesCLI

/// `vellum-examples`: the examples' commands, and nothing else.
@Suite struct ExamplesCommandTests {
    @Test func listNamesEveryExampleThenTheCaptionedPhotoPreviews() {
        #expect(ExamplesCommand.listing.map(\.name) == ExampleGallery.all.map(\.name) + ["captioned-photo-previews"])
        #expect(ExamplesCommand.listing.first?.title == ExampleGallery.all.first?.title)
    }

    @Test func otherCommandsAreUsageErrors() {
        #expect(ExamplesCommand().run([]) == 2)
        #expect(ExamplesCommand().run(["previews"]) == 2, "vellum's commands stay vellum's")
        #expect(ExamplesCommand().run(["render"]) == 2, "render needs an example's name")
        #expect(ExamplesCommand().run(["render", "no-such-example"]) == 2)
        #expect(ExamplesCommand().run(["gallery", "--variant", "sepia"]) == 2)
        #expect(ExamplesCommand.usage.contains("gallery [--out DIR]") && ExamplesCommand.usage.contains("render NAME"))
    }
}
