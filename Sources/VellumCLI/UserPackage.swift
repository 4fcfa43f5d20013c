import Foundation
import Vellum
import VellumMacroSupport

/// What `vellum previews` needs to know of the package it runs in, read from
/// `swift package dump-package`: its name and identity, its library products
/// (the code a host program can link), its other targets (which the host
/// compiles from the package's own files), the packages they depend on, and
/// its macOS version. An Xcode project's folder, which has no manifest, is
/// read as one such target (`UserPackage+Folder`).
struct UserPackage {
    var root: URL
    var name: String
    /// The package's identity for `.product(name:package:)`: its folder's name, lower-cased.
    var identity: String
    /// Its library products.
    var products: [String]
    /// The modules whose previews to draw: those of its library products and its other targets of Swift code.
    var modules: [String]
    /// The lowest macOS it supports, for the host's manifest.
    var macOSVersion: String
    /// Its targets.
    var targets: [ManifestTarget] = []
    /// The packages it depends on.
    var dependencies: [PackageDependency] = []
    /// The Swift language mode of its targets unless one sets its own: "5" or "6".
    var languageMode = "6"
    /// Whether it is a folder of sources with no manifest (an Xcode project's), which the host cannot depend on.
    var isFolder = false
    /// The library product that exports each target, by target name.
    var exportingProduct: [String: String] = [:]

    /// Reads the package at `root`, or the Xcode project folder at `root` when it has no manifest.
    ///
    /// - Throws: `VellumError` when there is neither, the manifest does not load, or nothing in it can be drawn.
    init(root: URL, swift: String) throws {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            try self.init(folder: root)
            return
        }
        let dump = try Subprocess.run(swift, ["package", "--package-path", root.path, "dump-package"], echo: false)
        guard dump.status == 0 else {
            throw VellumError(.corruptFile, subject: root.appendingPathComponent("Package.swift").path,
                              message: "The manifest \(root.appendingPathComponent("Package.swift").path) did not load:\n\(dump.output)")
        }
        try self.init(root: root, manifestJSON: Data(dump.output.utf8))
    }

    /// Reads a package whose `dump-package` output is `manifestJSON`.
    init(root: URL, manifestJSON: Data) throws {
        let manifestPath = root.appendingPathComponent("Package.swift").path
        guard let json = try? JSONSerialization.jsonObject(with: manifestJSON) as? [String: Any] else {
            throw VellumError(.corruptFile, subject: manifestPath, message: "swift package dump-package printed no manifest for \(manifestPath).")
        }
        self.root = root
        name = json["name"] as? String ?? root.lastPathComponent
        identity = root.standardizedFileURL.lastPathComponent.lowercased()
        let libraries = (json["products"] as? [[String: Any]] ?? []).filter { product in
            (product["type"] as? [String: Any])?["library"] != nil
        }
        products = libraries.compactMap { $0["name"] as? String }
        targets = (json["targets"] as? [[String: Any]] ?? []).compactMap(ManifestTarget.init(json:))
        dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap(PackageDependency.init(json:))
        var modules: [String] = []
        for library in libraries {
            for target in library["targets"] as? [String] ?? [] {
                if exportingProduct[target] == nil, let product = library["name"] as? String { exportingProduct[target] = product }
                if !modules.contains(Self.moduleName(target)) { modules.append(Self.moduleName(target)) }
            }
        }
        for target in targets where target.isDrawable && !modules.contains(Self.moduleName(target.name)) {
            modules.append(Self.moduleName(target.name))
        }
        self.modules = modules
        let modes = (json["swiftLanguageModes"] ?? json["swiftLanguageVersions"]) as? [String]
        let tools = ((json["toolsVersion"] as? [String: Any])?["_version"] as? String).flatMap { Int($0.split(separator: ".").first ?? "") }
        languageMode = modes?.first.map { $0.hasPrefix("5") || $0.hasPrefix("4") ? "5" : "6" } ?? ((tools ?? 6) >= 6 ? "6" : "5")
        let platforms = json["platforms"] as? [[String: Any]] ?? []
        let macOS = platforms.first { ($0["platformName"] as? String) == "macos" }?["version"] as? String
        macOSVersion = macOS.map { Self.atLeast13($0) } ?? "13.0"
        guard !modules.isEmpty else {
            throw VellumError(.invalidArgument, subject: manifestPath,
                              message: "\(name) has no target of Swift code whose previews could be drawn (only tests, macros or plugins) in \(manifestPath).")
        }
    }

    /// The folder of `target`'s sources: the manifest's `path`, or SwiftPM's default.
    func sourceFolder(of target: ManifestTarget) -> URL {
        if let path = target.path {
            return path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path, isDirectory: true)
        }
        let parents = ["Sources", "Source", "src", "srcs"].map { root.appendingPathComponent($0, isDirectory: true) }
        for parent in parents {
            let folder = parent.appendingPathComponent(target.name, isDirectory: true)
            if FileManager.default.fileExists(atPath: folder.path) { return folder }
        }
        // A package of one target may keep its files in `Sources` itself, as SwiftPM allows.
        if targets.filter({ $0.kind != .test }).count == 1,
           let parent = parents.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            return parent
        }
        return parents[0].appendingPathComponent(target.name, isDirectory: true)
    }

    /// The folders whose Swift files make the modules drawn.
    var sourceFolders: [URL] {
        var folders = isFolder ? [] : [root.appendingPathComponent("Sources", isDirectory: true)]
        for target in targets where target.isDrawable {
            let folder = sourceFolder(of: target)
            if !folders.contains(where: { folder.path.hasPrefix($0.path + "/") || folder.path == $0.path }) { folders.append(folder) }
        }
        return folders
    }

    /// The targets the host compiles from the package's files: the drawable
    /// targets no library exports, and the unexported targets they use.
    /// `vellum` is Vellum's identity in the host; products of a dependency
    /// that is Vellum itself (`vellumRoot`) are Vellum's.
    ///
    /// A package that does not depend on Vellum (its manifest untouched:
    /// its libraries import Apple's SwiftUI, which Linux lacks) cannot be
    /// linked as it is; then the host compiles every target from its files,
    /// with Vellum's `SwiftUI` added (`linksLibraries(vellum:vellumRoot:)`).
    func compiledTargets(vellum: String, vellumRoot: URL) -> (targets: [CompiledTarget], dependencies: [PackageDependency]) {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let exportingProduct = linksLibraries(vellum: vellum, vellumRoot: vellumRoot) ? self.exportingProduct : [:]
        var needed: [String] = []
        var queue = targets.filter { $0.isDrawable && exportingProduct[$0.name] == nil }.map(\.name)
        while let next = queue.first {
            queue.removeFirst()
            guard !needed.contains(next), let target = byName[next], target.isDrawable else { continue }
            needed.append(next)
            for dependency in target.dependencies {
                switch dependency {
                case .byName(let name), .target(let name):
                    if byName[name] != nil, exportingProduct[name] == nil { queue.append(name) }
                case .product: break
                }
            }
        }
        var used: [PackageDependency] = []
        func isVellum(_ package: String) -> Bool { names(package, vellum: vellum, vellumRoot: vellumRoot) }
        func productExpression(_ name: String, in package: String) -> String? {
            if isVellum(package) { return ".product(name: \(SwiftLiteral.string(name)), package: \(SwiftLiteral.string(vellum)))" }
            guard let dependency = dependencies.first(where: { $0.identity == package.lowercased() }) else { return nil }
            if !used.contains(dependency) { used.append(dependency) }
            return ".product(name: \(SwiftLiteral.string(name)), package: \(SwiftLiteral.string(dependency.identity)))"
        }
        var compiled: [CompiledTarget] = []
        for name in needed {
            guard let target = byName[name] else { continue }
            #if os(Linux)
            var expressions = [".product(name: \"SwiftUI\", package: \(SwiftLiteral.string(vellum)))"]
            #else
            var expressions: [String] = []
            #endif
            expressions.append(".product(name: \"Vellum\", package: \(SwiftLiteral.string(vellum)))")
            for dependency in target.dependencies {
                let expression: String?
                switch dependency {
                case .byName(let other), .target(let other):
                    if let product = exportingProduct[other] {
                        expression = isFolder ? nil : ".product(name: \(SwiftLiteral.string(product)), package: \(SwiftLiteral.string(identity)))"
                    } else if byName[other] != nil {
                        expression = byName[other]?.isDrawable == true ? SwiftLiteral.string(other) : nil
                    } else if dependencies.count == 1 {
                        // A product named like the only package this one depends on provides.
                        expression = productExpression(other, in: dependencies[0].identity)
                    } else {
                        expression = nil
                    }
                case .product(let product, let package):
                    expression = product == "SwiftUI" && isVellum(package) ? nil : productExpression(product, in: package)
                }
                if let expression, !expressions.contains(expression) { expressions.append(expression) }
            }
            let folder = sourceFolder(of: target)
            let isExecutable = target.kind == .executable
            let exclude = target.exclude + (isExecutable ? CompiledTarget.mainFiles(in: folder, excluding: target.exclude) : [])
            let resources = target.resources.compactMap { resource -> String? in
                ["process", "copy"].contains(resource.rule) ? ".\(resource.rule)(\(SwiftLiteral.string(resource.path)))" : nil
            }
            let mode = target.languageMode.map { $0.hasPrefix("6") ? "6" : "5" } ?? languageMode
            var built = CompiledTarget(name: target.name, sources: folder, exclude: exclude, resources: resources,
                                       dependencies: expressions, isExecutable: isExecutable, languageMode: mode,
                                       defines: target.defines)
            #if os(Linux)
            built.implicitImports = ["Combine"]
            #endif
            compiled.append(built)
        }
        return (compiled, used)
    }

    /// Whether the host links the package's library products: when the
    /// package depends on Vellum (as README's "Your package, unchanged"
    /// shows), or is Vellum. Otherwise it compiles them itself.
    func linksLibraries(vellum: String, vellumRoot: URL) -> Bool {
        guard !isFolder, !products.isEmpty else { return false }
        if root.standardizedFileURL.path == vellumRoot.standardizedFileURL.path { return true }
        return dependencies.contains { names($0.identity, vellum: vellum, vellumRoot: vellumRoot) }
    }

    /// Whether the package identity `package` is Vellum's: the host's name for
    /// it (`vellum`), its usual identity, or a path dependency on `vellumRoot`.
    private func names(_ package: String, vellum: String, vellumRoot: URL) -> Bool {
        let lowered = package.lowercased()
        if lowered == vellum || lowered == "vellum" { return true }
        let vellumPath = vellumRoot.standardizedFileURL.path
        return dependencies.contains { $0.identity == lowered && $0.path.map { URL(fileURLWithPath: $0).standardizedFileURL.path } == vellumPath }
    }

    /// A target's module name: characters that cannot be in an identifier become `_`.
    static func moduleName(_ target: String) -> String {
        var result = ""
        for (index, scalar) in target.unicodeScalars.enumerated() {
            let letter = CharacterSet.letters.contains(scalar) || scalar == "_"
            let digit = CharacterSet.decimalDigits.contains(scalar)
            result.unicodeScalars.append(letter || (digit && index > 0) ? scalar : "_")
        }
        return result
    }

    /// `version`, or 13.0 (Vellum's lowest macOS) when it is lower.
    static func atLeast13(_ version: String) -> String {
        let major = Int(version.split(separator: ".").first ?? "") ?? 0
        return major >= 13 ? version : "13.0"
    }
}
