import Foundation
import Testing
import VellumCLI

/// `vellum`, the tool a package's owner runs, without Vellum's example app:
/// the examples' commands are `vellum-examples`'.
@Suite struct VellumExecutableTests {
    @Test func vellumDoesNotLinkTheExamples() throws {
        let vellum = try #require(BuiltExecutable.named("vellum"), "no vellum beside the tests: build it with swift build --build-tests")
        let bytes = try Data(contentsOf: vellum, options: .alwaysMapped)
        #expect(bytes.count > 1_000_000, "\(vellum.path) is a whole program")
        #expect(bytes.range(of: Data("VellumExamples".utf8)) == nil, "\(vellum.path) names the module VellumExamples: it links the examples")
    }

    @Test func theExamplesCommandsAreNotVellums() {
        for command in ["gallery", "render", "list"] {
            #expect(VellumCommand().run([command]) == 2, "vellum \(command)")
            #expect(!VellumCommand.usage.contains("  \(command) "), "vellum's usage lists \(command)")
        }
        #expect(VellumCommand.usage.contains("  previews [--out DIR]") && VellumCommand.usage.contains("  diff A.svg B.svg"))
    }
}
