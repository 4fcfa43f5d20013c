import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols for a target's asset catalogs, so
/// `Color(.brandRed)`, `Image(.avatar)` and `.foregroundStyle(.brandRed)`
/// compile with Vellum as they do in Xcode.
///
/// Apply it to the target that holds the `.xcassets` folder:
///
/// ```swift
/// .target(name: "MyScreens", dependencies: [.product(name: "Vellum", package: "vellum")],
///         resources: [.copy("Assets.xcassets")],
///         plugins: [.plugin(name: "VellumAssetSymbols", package: "vellum")])
/// ```
@main
struct VellumAssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let catalogs = Self.catalogs(in: target.directoryURL)
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.swift")
        return [.buildCommand(
            displayName: "Generating asset symbols for \(target.name)",
            executable: try context.tool(named: "vellum-asset-symbols").url,
            arguments: [output.path] + catalogs.map(\.path),
            inputFiles: catalogs.flatMap(Self.contents),
            outputFiles: [output])]
    }

    /// The `.xcassets` folders under `directory`, in path order.
    static func catalogs(in directory: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every file in a catalog, so editing one regenerates the symbols.
    static func contents(of catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var files = [catalog]
        for case let url as URL in walker { files.append(url) }
        return files.sorted { $0.path < $1.path }
    }
}
