import Foundation
import Testing
@testable import VellumCLI
import VellumTestSupport

/// `vellum`, the tool a package's owner runs, without Vellum's example app:
/// its examples' commands run `vellum-examples`.
@Suite struct VellumExecutableTests {
    @Test func vellumDoesNotLinkTheExamples() throws {
        let vellum = try #require(BuiltExecutable.named("vellum"), "no vellum beside the tests: build it with swift build --build-tests")
        let bytes = try Data(contentsOf: vellum, options: .alwaysMapped)
        #expect(bytes.count > 1_000_000, "\(vellum.path) is a whole program")
        #expect(bytes.range(of: Data("VellumExamples".utf8)) == nil, "\(vellum.path) names the module VellumExamples: it links the examples")
    }

    @Test func theExamplesCommandsRunVellumExamples() throws {
        // A `vellum` outside Vellum's checkout, with a stand-in vellum-examples beside it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-delegation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("arguments.txt")
        let tool = folder.appendingPathComponent("vellum-examples")
        try Data("#!/bin/sh\necho \"$@\" > '\(log.path)'\nexit 3\n".utf8).write(to: tool)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        let program = folder.appendingPathComponent("vellum").path
        #expect(VellumCommand(program: program).run(["gallery", "--out", "g"]) == 3, "vellum-examples' status comes back")
        #expect(try String(contentsOf: log, encoding: .utf8) == "gallery --out g\n")
        try FileManager.default.removeItem(at: tool)
        #expect(VellumCommand(program: program).run(["list"]) == 2, "no vellum-examples to run: an error, not a crash")
        #expect(VellumCommand.usage.contains("  gallery [--out DIR]") && VellumCommand.usage.contains("  diff A.svg B.svg"))
    }

    @Test func vellumFindsVellumsCheckoutFromItsBuildFolder() throws {
        let root = PackageRoot.url
        let found = try #require(ExamplesDelegation.checkout(containing: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release")))
        #expect(found.root.standardizedFileURL.path == root.standardizedFileURL.path && found.configuration == "release")
        #expect(ExamplesDelegation.checkout(containing: root.appendingPathComponent(".build/debug"))?.configuration == "debug")
        #expect(ExamplesDelegation.checkout(containing: URL(fileURLWithPath: "/usr/local/bin")) == nil)
        #expect(ExamplesDelegation.checkout(containing: FileManager.default.temporaryDirectory.appendingPathComponent(".build/debug")) == nil)
    }
}
