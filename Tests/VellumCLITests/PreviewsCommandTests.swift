import Foundation
import Testing
@testable import VellumCLI

@Suite struct PreviewsCommandTests {
    private let manifest = Data("""
        {"name": "Cards", "platforms": [{"platformName": "macos", "version": "14.0"}, {"platformName": "ios", "version": "17.0"}],
         "products": [{"name": "Cards", "targets": ["Cards", "Card-Kit"], "type": {"library": ["automatic"]}},
                      {"name": "cards-cli", "targets": ["CLI"], "type": {"executable": null}}],
         "targets": []}
        """.utf8)

    @Test func readsLibrariesModulesAndPlatform() throws {
        let package = try UserPackage(root: URL(fileURLWithPath: "/tmp/My Cards"), manifestJSON: manifest)
        #expect(package.name == "Cards")
        #expect(package.identity == "my cards")
        #expect(package.products == ["Cards"])
        #expect(package.modules == ["Cards", "Card_Kit"])
        #expect(package.macOSVersion == "14.0")
    }

    @Test func aPackageWithoutLibrariesIsAClearError() {
        let json = Data(#"{"name": "App", "products": [{"name": "app", "targets": ["App"], "type": {"executable": null}}]}"#.utf8)
        #expect {
            try UserPackage(root: URL(fileURLWithPath: "/tmp/app"), manifestJSON: json)
        } throws: { error in
            "\(error)".contains("App has no library product") && "\(error)".contains("/tmp/app/Package.swift")
        }
    }

    @Test func hostManifestDependsOnVellumAndTheUsersLibraries() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-host-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = try UserPackage(root: root, manifestJSON: manifest)
        var command = PreviewsCommand()
        command.vellumRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let host = try command.writeHost(for: package)
        let text = try String(contentsOf: host.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(text.contains(".package(path: \"\(command.vellumRoot.path)\")"))
        #expect(text.contains(".package(path: \"\(root.path)\")"))
        #expect(text.contains(".product(name: \"Cards\", package: \"\(root.lastPathComponent.lowercased())\")"))
        #expect(text.contains(".product(name: \"VellumPreviews\", package: \"\(command.vellumRoot.lastPathComponent.lowercased())\")"))
        #expect(text.contains(".macOS(\"14.0\")"))
        let main = try String(contentsOf: host.appendingPathComponent("Sources/VellumPreviewHost/main.swift"), encoding: .utf8)
        #expect(main.contains("PreviewHost.main("))
    }

    /// SwiftPM plans a build again only when the host's manifest is newer, so a
    /// source file added to (or deleted from) a dependency, say by a fresh clone
    /// in the same place, must make the manifest newer; an unchanged list must not.
    @Test func addedSourceFilesMakeTheHostManifestNewer() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-host-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/Cards")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: sources.appendingPathComponent("A.swift"))
        let package = try UserPackage(root: root, manifestJSON: manifest)
        var command = PreviewsCommand()
        command.vellumRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifestFile = try command.writeHost(for: package).appendingPathComponent("Package.swift")
        func modified() throws -> Date { try #require(try FileManager.default.attributesOfItem(atPath: manifestFile.path)[.modificationDate] as? Date) }
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: manifestFile.path)

        _ = try command.writeHost(for: package)
        #expect(try modified() == past, "the same files: the build plan stays")
        let listed = try String(contentsOf: manifestFile.deletingLastPathComponent().appendingPathComponent("source-files.txt"), encoding: .utf8)
        #expect(listed.contains(sources.appendingPathComponent("A.swift").path))
        #expect(listed.contains("/Sources/VellumLayout/"), "Vellum's own sources are listed too")

        try Data("let b = 2\n".utf8).write(to: sources.appendingPathComponent("B.swift"))
        _ = try command.writeHost(for: package)
        #expect(try modified() > past, "a new file: SwiftPM must plan again")
    }

    @Test func unknownArgumentsAndDevicesAreRefused() {
        #expect(PreviewsCommand().run(["--colour", "red"]) == 2)
        #expect(PreviewsCommand().run(["--device", "Nokia3310"]) == 2)
    }
}
