import Vellum
import VellumPreviewServer
import VellumPreviews
import VellumMacroSupport

/// `vellum previews`: every preview of the user's package (`#Preview`s and
/// `PreviewProvider`s in its library products, executable targets and
/// unexported targets), or of an Xcode project's folder, rendered into a
/// gallery folder with its `index.html`, run in the package as
/// `swift run vellum previews`.
///
/// The previews live in the user's code, which this program does not link, so
/// the command writes a small host package under `.build/vellum-previews/`
/// that depends on the user's package and on Vellum, builds it (incrementally
/// after the first time) and runs it; the host finds the previews with
/// `PreviewDiscovery` and draws them.
///
/// ```sh
/// swift run vellum previews --out previews --device iPhoneSE
/// ```
package struct PreviewsCommand {
    /// The usage text.
    package static let usage = """
        usage: vellum previews [--out DIR] [--device NAME] [--assets PATH] [--package PATH] [--png [--scale N]] [--audit] [--shard I/N] [--variant V]... [--look ios26]
          --out DIR       where to write the SVG files and index.html (default: previews)
          --device NAME   the device previews are drawn on: \(DeviceName.choices) (default iPhone15Pro)
          --assets PATH   an asset catalog (.xcassets) for the previews' named images and colours;
                          repeat it for more (an Xcode project's catalogs are found)
          --package PATH  the package, or Xcode project folder, whose previews to draw
                          (default: the current directory)
          --png           also write each preview's PNG beside its SVG, drawn by librsvg (which the
                          Debian package librsvg2-2 installs; it is loaded only when asked for)
          --scale N       the PNGs' pixels per point (default 1)
          --audit         also run the accessibility audits on each preview (contrast in light and dark,
                          labels, hit regions, text clipped at AX3/AX5, repeated labels): the findings are
                          listed under each picture and as errors, and the exit status is 1 when there are any
          --shard I/N     draw only shard I of N (from 1), for a CI matrix; the environment variable
                          VELLUM_SHARD=I/N does the same. A preview's shard is a stable hash of its file and
                          name, the same on every machine; `vellum merge-reports` joins the shards' folders
          --variant V     draw every preview in variant V too, one file each (<name>.<V>.svg): light, dark, a Dynamic
                          Type size (xSmall … accessibility5), rtl, ltr, locale:ID, language:ID, ios18 or ios26, joined with +
                          (dark+accessibility3); repeat it for more (default: each preview in its own)
          --look LOOK     the system design bars, lists and controls are drawn in: ios18 (default) or
                          ios26 (Liquid Glass)
        """

    /// Where Vellum's own package is: this file is `<root>/Sources/VellumCLI/PreviewsCommand.swift`.
    package var vellumRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The `swift` driver to run.
    package var swift = "swift"
    /// Modules whose previews are listed in the summary but not drawn (`vellum review`'s unchanged ones).
    var skippedModules: [String] = []
    /// Whether each picture's view tree is written beside it (`vellum review`'s view-tree diff).
    var writesViewTrees = false

    /// Creates the command.
    package init() {}

    /// Runs with the arguments that follow `previews`; returns the exit status.
    package func run(_ arguments: [String]) -> Int32 {
        var out = "previews"
        var device = "iPhone15Pro"
        var assets: [String] = []
        var packagePath = FileManager.default.currentDirectoryPath
        var png = false, scale = 1.0, audit = false
        var shard: PreviewShard?
        var look = PlatformLook.iOS18
        var variants: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "-h" || argument == "--help" { Console.out(Self.usage); return 0 }
            if argument == "--png" { png = true; i += 1; continue }
            if argument == "--audit" { audit = true; i += 1; continue }
            guard i + 1 < arguments.count, ["--out", "--device", "--assets", "--package", "--scale", "--shard", "--variant", "--look"].contains(argument) else {
                Console.error("vellum previews: unexpected argument '\(argument)'\n\(Self.usage)")
                return 2
            }
            let value = arguments[i + 1]
            switch argument {
            case "--out": out = value
            case "--device": device = value
            case "--assets": assets.append(value)
            case "--variant":
                guard Variant(parsing: value) != nil else {
                    Console.error("vellum previews: unknown variant '\(value)' (--variant); use light or dark, a Dynamic Type size (xSmall … accessibility5), rtl or ltr, locale:ID or language:ID, joined with +")
                    return 2
                }
                variants.append(value)
            case "--shard":
                do { shard = try PreviewShard(parsing: value, from: "--shard") } catch {
                    Console.error("vellum previews: \(error)")
                    return 2
                }
            case "--look":
                guard let named = PlatformLook(name: value) else {
                    Console.error("vellum previews: --look takes ios18 or ios26, not '\(value)'")
                    return 2
                }
                look = named
            case "--scale":
                guard let number = Double(value), number.isFinite, number > 0 else {
                    Console.error("vellum previews: --scale takes a positive number of pixels per point, not '\(value)'")
                    return 2
                }
                scale = number
            default: packagePath = value
            }
            i += 2
        }
        guard DeviceName.device(named: device) != nil else {
            Console.error("vellum previews: unknown device '\(device)'; use \(DeviceName.choices)")
            return 2
        }
        if shard == nil {
            do { shard = try PreviewShard.fromEnvironment() } catch {
                Console.error("vellum previews: \(error)")
                return 2
            }
        }
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        do {
            let package = try UserPackage(root: root, swift: swift)
            let host = try writeHost(for: package)
            Console.out("Building the previews of \(package.name) (\(package.modules.joined(separator: ", "))) …")
            let build = try Subprocess.run(swift, ["build", "--package-path", host.path, "--product", "VellumPreviewHost"], echo: true)
            guard build.status == 0 else {
                Console.error("vellum previews: the previews did not build (swift build exited with \(build.status)); see the errors above.")
                return 1
            }
            let binPath = try Subprocess.run(swift, ["build", "--package-path", host.path, "--show-bin-path"], echo: false)
            let binary = URL(fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines)).appendingPathComponent("VellumPreviewHost")
            func absolute(_ path: String) -> String {
                path.hasPrefix("/") ? path : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path).path
            }
            var hostArguments = ["--out", absolute(out), "--device", device, "--title", "\(package.name) previews"]
            for module in package.modules { hostArguments += ["--module", module] }
            if png { hostArguments += ["--png", String(scale)] }
            if audit { hostArguments += ["--audit", "all"] }
            if let shard { hostArguments += ["--shard", shard.description] }
            if look != .iOS18 { hostArguments += ["--look", look.description] }
            for variant in variants { hostArguments += ["--variant", variant] }
            for module in skippedModules { hostArguments += ["--skip-module", module] }
            if writesViewTrees { hostArguments += ["--trees"] }
            for catalog in assets.map(absolute) + package.assetCatalogs.map(\.path) { hostArguments += ["--assets", catalog] }
            return try Subprocess.run(binary.path, hostArguments, echo: true).status
        } catch {
            Console.error("vellum previews: \(error)")
            return 1
        }
    }

    /// Writes the host package for `package` (only files whose text changed, so
    /// builds stay incremental) and returns its folder.
    func writeHost(for package: UserPackage) throws -> URL {
        guard FileManager.default.fileExists(atPath: vellumRoot.appendingPathComponent("Package.swift").path) else {
            throw VellumError(.unreadableFile, subject: vellumRoot.path,
                              message: "Vellum's package is not at \(vellumRoot.path), where this vellum was built from; run it as `swift run vellum previews` in a package that depends on Vellum.")
        }
        let host = package.root.appendingPathComponent(".build/vellum-previews", isDirectory: true)
        let sameRoot = package.root.standardizedFileURL.path == vellumRoot.standardizedFileURL.path
        let vellumIdentity = vellumRoot.lastPathComponent.lowercased()
        let (compiled, used) = package.compiledTargets(vellum: vellumIdentity, vellumRoot: vellumRoot)
        let links = package.linksLibraries(vellum: vellumIdentity, vellumRoot: vellumRoot)
        var dependencies = ["        .package(path: \(SwiftLiteral.string(vellumRoot.path))),"]
        if !sameRoot, links { dependencies.append("        .package(path: \(SwiftLiteral.string(package.root.path))),") }
        dependencies += used.map { "        \($0.declaration)," }
        var products = ["                .product(name: \"VellumPreviews\", package: \(SwiftLiteral.string(vellumIdentity))),"]
        for product in package.products where links {
            products.append("                .product(name: \(SwiftLiteral.string(product)), package: \(SwiftLiteral.string(sameRoot ? vellumIdentity : package.identity))),")
        }
        products += compiled.map { "                \(SwiftLiteral.string($0.name))," }
        let manifest = """
            // swift-tools-version:6.0
            // Written by `vellum previews` for \(package.name); rewritten on every run.
            import PackageDescription

            let package = Package(
                name: "VellumPreviewHost",
                platforms: [.macOS(\(SwiftLiteral.string(package.macOSVersion)))],
                dependencies: [
            \(dependencies.joined(separator: "\n"))
                ],
                targets: [
            \(compiled.map(\.declaration).joined())
                    .executableTarget(name: "VellumPreviewHost", dependencies: [
            \(products.joined(separator: "\n"))
                    ]),
                ]
            )

            """
        let main = """
            // Written by `vellum previews`: finds the linked previews and draws them.
            import Foundation
            import VellumPreviews

            exit(PreviewHost.main(Array(CommandLine.arguments.dropFirst())))

            """
        let manifestURL = host.appendingPathComponent("Package.swift")
        try Self.write(manifest, to: manifestURL)
        try Self.write(main, to: host.appendingPathComponent("Sources/VellumPreviewHost/main.swift"))
        for target in compiled {
            try Self.link(host.appendingPathComponent("Sources/\(target.name)"), to: target.sources)
        }
        // SwiftPM keeps its build plan while the host's manifest is unchanged, so it misses files added to or deleted
        // from a path dependency: Vellum's or the package's folder replaced by a fresh checkout, a file added while
        // nothing ran. The list of their source files, kept beside the manifest, tells when to make it plan again.
        let folders = [vellumRoot.appendingPathComponent("Sources", isDirectory: true)] + package.sourceFolders
        let files = SourceSnapshot.take(folders).entries.map { $0.path + "\n" }.joined()
        if try Self.write(files, to: host.appendingPathComponent("source-files.txt")) {
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: manifestURL.path)
        }
        return host
    }

    /// Makes `link` a symbolic link to `folder` (the user's sources of a
    /// target the host compiles), unless it already is one.
    private static func link(_ link: URL, to folder: URL) throws {
        let manager = FileManager.default
        if let current = try? manager.destinationOfSymbolicLink(atPath: link.path), current == folder.path { return }
        try? manager.removeItem(at: link)
        try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.createSymbolicLink(at: link, withDestinationURL: folder)
    }

    /// Writes `text` unless the file already holds it; whether it wrote.
    @discardableResult
    private static func write(_ text: String, to url: URL) throws -> Bool {
        if let current = try? String(contentsOf: url, encoding: .utf8), current == text { return false }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(Data(text.utf8), to: url)
        return true
    }
}
