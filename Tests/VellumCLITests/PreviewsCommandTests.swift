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

    @Test func unknownArgumentsAndDevicesAreRefused() {
        #expect(PreviewsCommand().run(["--colour", "red"]) == 2)
        #expect(PreviewsCommand().run(["--device", "Nokia3310"]) == 2)
    }
}
