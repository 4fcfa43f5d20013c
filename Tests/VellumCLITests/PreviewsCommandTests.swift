import Foundation
import Testing
@testable import VellumCLI
import VellumTestSupport

@Suite struct PreviewsCommandTests {
    private let manifest = Data("""
        {"name": "Cards", "platforms": [{"platformName": "macos", "version": "14.0"}, {"platformName": "ios", "version": "17.0"}],
         "products": [{"name": "Cards", "targets": ["Cards", "Card-Kit"], "type": {"library": ["automatic"]}},
                      {"name": "cards-cli", "targets": ["CLI"], "type": {"executable": null}}],
         "dependencies": [{"fileSystem": [{"identity": "vellum", "path": "/opt/vellum"}]}],
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

    @Test func aPackageWithNothingToDrawIsAClearError() {
        let json = Data(#"{"name": "Tools", "products": [], "targets": [{"name": "ToolsTests", "type": "test", "dependencies": []}]}"#.utf8)
        #expect {
            try UserPackage(root: URL(fileURLWithPath: "/tmp/tools"), manifestJSON: json)
        } throws: { error in
            "\(error)".contains("Tools has no target of Swift code whose previews could be drawn") && "\(error)".contains("/tmp/tools/Package.swift")
        }
    }

    /// An app's package: its views in an executable target and an internal
    /// library no product exports, beside an exported one that uses a
    /// package of its own.
    private let appManifest = Data("""
        {"name": "Shop", "toolsVersion": {"_version": "5.9.0"},
         "dependencies": [
           {"sourceControl": [{"identity": "flow", "location": {"remote": [{"urlString": "https://github.com/a/flow.git"}]},
                               "requirement": {"range": [{"lowerBound": "1.2.0", "upperBound": "2.0.0"}]}}]},
           {"fileSystem": [{"identity": "vellum", "path": "/opt/vellum"}]}],
         "products": [{"name": "ShopKit", "targets": ["ShopKit"], "type": {"library": ["automatic"]}},
                      {"name": "shop", "targets": ["Shop"], "type": {"executable": null}}],
         "targets": [
           {"name": "ShopKit", "type": "regular", "dependencies": [{"product": ["Flow", "flow", null, null]}], "exclude": [], "resources": [], "settings": []},
           {"name": "Shop", "type": "executable", "path": "App", "exclude": ["Notes.md"],
            "resources": [{"path": "Media", "rule": {"process": {}}}],
            "settings": [{"tool": "swift", "kind": {"define": {"_0": "SHOP"}}}],
            "dependencies": [{"byName": ["ShopKit", null]}, {"target": ["Core", null]}, {"product": ["Flow", "flow", null, null]},
                             {"product": ["SwiftUI", "vellum", null, {"platformNames": ["linux"]}]},
                             {"target": ["MacOnly", {"platformNames": ["macos"]}]}]},
           {"name": "Core", "type": "regular", "dependencies": [], "exclude": [], "resources": [],
            "settings": [{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "6"}}}]},
           {"name": "MacOnly", "type": "regular", "dependencies": [], "exclude": [], "resources": [], "settings": []},
           {"name": "ShopTests", "type": "test", "dependencies": [{"byName": ["Shop", null]}], "exclude": [], "resources": [], "settings": []}]}
        """.utf8)

    @Test func executableAndUnexportedTargetsAreCompiledByTheHost() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Boot"), withIntermediateDirectories: true)
        try Data("print(1)\n".utf8).write(to: app.appendingPathComponent("Boot/main.swift"))
        let package = try UserPackage(root: root, manifestJSON: appManifest)
        #expect(package.modules == ["ShopKit", "Shop", "Core", "MacOnly"])
        #expect(package.products == ["ShopKit"])
        #expect(package.languageMode == "5")

        var command = PreviewsCommand()
        command.vellumRoot = PackageRoot.url
        let vellum = command.vellumRoot.lastPathComponent.lowercased()
        let (compiled, used) = package.compiledTargets(vellum: vellum, vellumRoot: command.vellumRoot)
        #expect(compiled.map(\.name) == ["Shop", "Core", "MacOnly"])
        let shop = try #require(compiled.first)
        #expect(shop.sources.path == app.path)
        #expect(shop.exclude == ["Notes.md", "Boot/main.swift"], "an executable's top-level code is left out")
        #expect(shop.resources == [".process(\"Media\")"])
        #expect(shop.isExecutable && shop.languageMode == "5" && shop.defines == ["SHOP"])
        #expect(shop.dependencies == [
            ".product(name: \"SwiftUI\", package: \"\(vellum)\")", ".product(name: \"Vellum\", package: \"\(vellum)\")",
            ".product(name: \"ShopKit\", package: \"\(package.identity)\")", "\"Core\"", ".product(name: \"Flow\", package: \"flow\")",
        ], "the library through its product, the internal target by name, Vellum as the host's; a macOS-only dependency left out")
        #expect(compiled[1].languageMode == "6", "a target's own language mode wins")
        #expect(used.map(\.declaration) == [".package(url: \"https://github.com/a/flow.git\", \"1.2.0\"..<\"2.0.0\")"])

        let host = try command.writeHost(for: package)
        let text = try String(contentsOf: host.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(text.contains(shop.declaration))
        #expect(text.contains("\"-entry-point-function-name\", \"-Xfrontend\", \"Shop_vellum_main\""))
        #expect(text.contains(".package(url: \"https://github.com/a/flow.git\", \"1.2.0\"..<\"2.0.0\"),"))
        #expect(text.contains("                \"Shop\","), "the host program links the compiled targets")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: host.appendingPathComponent("Sources/Shop").path) == app.path)
    }

    /// A package as published, whose manifest knows nothing of Vellum: its
    /// libraries are compiled by the host with Vellum's SwiftUI, not linked.
    @Test func aPackageThatDoesNotDependOnVellumIsCompiledWhole() throws {
        let json = Data("""
            {"name": "Toast", "products": [{"name": "Toast", "targets": ["Toast"], "type": {"library": ["automatic"]}}],
             "dependencies": [],
             "targets": [{"name": "Toast", "type": "regular", "dependencies": [], "exclude": [], "resources": [], "settings": []},
                         {"name": "ToastTests", "type": "test", "dependencies": [{"byName": ["Toast", null]}], "exclude": [], "resources": [], "settings": []}]}
            """.utf8)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-toast-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = try UserPackage(root: root, manifestJSON: json)
        var command = PreviewsCommand()
        command.vellumRoot = PackageRoot.url
        let vellum = command.vellumRoot.lastPathComponent.lowercased()
        #expect(!package.linksLibraries(vellum: vellum, vellumRoot: command.vellumRoot))
        #expect(package.compiledTargets(vellum: vellum, vellumRoot: command.vellumRoot).targets.map(\.name) == ["Toast"])
        let text = try String(contentsOf: command.writeHost(for: package).appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!text.contains(".package(path: \"\(root.path)\")"), "the package itself is not a dependency: its manifest lacks Vellum")
        #expect(!text.contains(".product(name: \"Toast\""))
        #expect(text.contains(".target(name: \"Toast\""))
        // Its one target keeps its files in `Sources` itself, as SwiftPM allows.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Views"), withIntermediateDirectories: true)
        #expect(package.sourceFolder(of: package.targets[0]).path == root.appendingPathComponent("Sources").path)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Toast"), withIntermediateDirectories: true)
        #expect(package.sourceFolder(of: package.targets[0]).path == root.appendingPathComponent("Sources/Toast").path)
    }

    @Test func anXcodeProjectFolderIsOneModuleOfItsAppSources() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-xcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Weather.xcodeproj", "Weather/Assets.xcassets", "Weather/Preview Content/Preview Assets.xcassets",
                       "Weather/Views", "WeatherTests", "Docs", ".build"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["Weather/WeatherApp.swift", "Weather/Views/Forecast.swift", "Weather/Info.plist", "WeatherTests/WeatherTests.swift",
                     "Docs/notes.md", "README.md"] {
            try Data("// \(file)\n".utf8).write(to: root.appendingPathComponent(file))
        }
        let package = try UserPackage(root: root, swift: "/nonexistent/swift")
        #expect(package.isFolder && package.name == "Weather" && package.modules == ["Weather"] && package.products.isEmpty)
        #expect(package.languageMode == "5")
        let target = try #require(package.targets.first)
        #expect(target.kind == .executable)
        #expect(target.exclude == ["Docs", "README.md", "Weather/Assets.xcassets", "Weather/Info.plist", "Weather/Preview Content",
                                   "Weather.xcodeproj", "WeatherTests"])
        #expect(package.assetCatalogs.map(\.lastPathComponent) == ["Assets.xcassets", "Preview Assets.xcassets"])
        #expect(package.sourceFolders.map(\.path) == [root.standardizedFileURL.path])
        let compiled = package.compiledTargets(vellum: "vellum", vellumRoot: URL(fileURLWithPath: "/opt/vellum")).targets
        #expect(compiled.map(\.name) == ["Weather"])
        #expect(compiled.first?.sources.path == root.standardizedFileURL.path)
    }

    /// A package keeps its catalogs in its targets' folders, with no line in its manifest (SwiftPM builds them into
    /// the target's bundle): the previews draw from those of the targets drawn, not from its tests' or from inside a catalog.
    @Test func aPackagesCatalogsAreThoseInItsTargetsFolders() throws {
        let json = Data("""
            {"name": "Cards", "products": [], "dependencies": [],
             "targets": [{"name": "Cards", "type": "regular", "dependencies": [], "exclude": [], "resources": [], "settings": []},
                         {"name": "CardsTests", "type": "test", "dependencies": [], "exclude": [], "resources": [], "settings": []}]}
            """.utf8)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-catalogs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Sources/Cards/Assets.xcassets/Brand.colorset", "Sources/Cards/Resources/Media.xcassets/Nested.xcassets",
                       "Sources/Cards/Views", "Tests/CardsTests/Fixtures.xcassets"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let package = try UserPackage(root: root, manifestJSON: json)
        #expect(package.assetCatalogs.map { String($0.path.dropFirst(root.path.count)) }
                == ["/Sources/Cards/Assets.xcassets", "/Sources/Cards/Resources/Media.xcassets"])
    }

    /// Apple's Foundation brings Combine's names along, so a view model that imports only Foundation uses
    /// `ObservableObject` and `@Published`; on Linux the host has every file of a target it compiles import Vellum's
    /// `Combine` without saying so.
    @Test func compiledTargetsImportCombineAsApplesFoundationDoes() throws {
        var target = CompiledTarget(name: "Shop", sources: URL(fileURLWithPath: "/tmp/Shop"), exclude: [], resources: [],
                                    dependencies: ["\"Core\""], isExecutable: false, languageMode: "5", defines: [])
        target.implicitImports = ["Combine"]
        let expected = "        .target(name: \"Shop\", dependencies: [\"Core\"],\n"
            + "                path: \"Sources/Shop\", exclude: [],\n"
            + "                resources: [], swiftSettings: [.swiftLanguageMode(.v5), "
            + ".unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"Combine\"])]),"
        #expect(target.declaration == expected)
        #if os(Linux)
        let package = try UserPackage(root: URL(fileURLWithPath: "/tmp/vellum-shop"), manifestJSON: appManifest)
        let compiled = package.compiledTargets(vellum: "vellum", vellumRoot: URL(fileURLWithPath: "/opt/vellum")).targets
        #expect(compiled.map(\.implicitImports) == [["Combine"], ["Combine"], ["Combine"]])
        #endif
    }

    @Test func aFolderWithoutSwiftIsAClearError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect {
            try UserPackage(root: root, swift: "/nonexistent/swift")
        } throws: { error in
            "\(error)".contains("There is no Package.swift and no Swift file in \(root.standardizedFileURL.path)")
        }
    }

    @Test func hostManifestDependsOnVellumAndTheUsersLibraries() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-host-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = try UserPackage(root: root, manifestJSON: manifest)
        var command = PreviewsCommand()
        command.vellumRoot = PackageRoot.url
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
        command.vellumRoot = PackageRoot.url
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
        #expect(PreviewsCommand().run(["--png", "--scale", "0"]) == 2)
        #expect(PreviewsCommand().run(["--png", "--scale"]) == 2)
        #expect(PreviewsCommand().run(["--shard", "0/4"]) == 2)
        #expect(PreviewsCommand().run(["--shard", "x"]) == 2)
        #expect(PreviewsCommand().run(["--shard"]) == 2)
    }
}
