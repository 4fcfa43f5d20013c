import Foundation
import Vellum

/// What `vellum previews` needs to know of the package it runs in, read from
/// `swift package dump-package`: its name and identity, its library products
/// (the code a host program can link) and their modules, and its macOS version.
struct UserPackage {
    var root: URL
    var name: String
    /// The package's identity for `.product(name:package:)`: its folder's name, lower-cased.
    var identity: String
    /// Its library products.
    var products: [String]
    /// The modules of those products (the previews to draw).
    var modules: [String]
    /// The lowest macOS it supports, for the host's manifest.
    var macOSVersion: String

    /// Reads the package at `root`.
    ///
    /// - Throws: `VellumError` when there is no package, the manifest does not load, or it has no library.
    init(root: URL, swift: String) throws {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw VellumError(.unreadableFile, subject: root.path,
                              message: "There is no Package.swift in \(root.path); run vellum previews in your package's folder or pass --package PATH.")
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
        var modules: [String] = []
        for library in libraries {
            for target in library["targets"] as? [String] ?? [] where !modules.contains(Self.moduleName(target)) {
                modules.append(Self.moduleName(target))
            }
        }
        self.modules = modules
        let platforms = json["platforms"] as? [[String: Any]] ?? []
        let macOS = platforms.first { ($0["platformName"] as? String) == "macos" }?["version"] as? String
        macOSVersion = macOS.map { Self.atLeast13($0) } ?? "13.0"
        guard !products.isEmpty else {
            throw VellumError(.invalidArgument, subject: manifestPath,
                              message: "\(name) has no library product, so no program can link its previews; add `.library(name: …, targets: […])` to the products in \(manifestPath), or test the previews with assertPreviewSnapshots in a test target.")
        }
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
    private static func atLeast13(_ version: String) -> String {
        let major = Int(version.split(separator: ".").first ?? "") ?? 0
        return major >= 13 ? version : "13.0"
    }
}
