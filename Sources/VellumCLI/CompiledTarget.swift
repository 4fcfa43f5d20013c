import Foundation
import VellumMacroSupport

/// A target of the user's code that the host package compiles from the
/// user's own files, because no library product exports it: an app's
/// executable target, an internal library, an Xcode project's folder.
///
/// The host's `Sources/<name>` is a link to the user's folder, so nothing of
/// the user's is copied or edited. An executable's `main.swift` (top-level
/// code) is left out, and its `@main` type's entry point is renamed, so the
/// module links into the host program beside the host's own `main`.
struct CompiledTarget: Equatable {
    /// The target's (and module's) name.
    var name: String
    /// The folder of its sources, absolute.
    var sources: URL
    /// The files and folders of `sources` left out, relative to it.
    var exclude: [String]
    /// Its resources: `.process("…")` or `.copy("…")`.
    var resources: [String]
    /// Its dependencies, as the host manifest writes them.
    var dependencies: [String]
    /// Whether it was an executable (its `@main` is renamed).
    var isExecutable: Bool
    /// The Swift language mode its code is written in: "5" or "6".
    var languageMode: String
    /// Its `define(…)` settings.
    var defines: [String]
    /// Modules every one of its files imports without saying so: on Linux, Vellum's `Combine`, which Apple's
    /// Foundation brings along (a view model that imports only Foundation uses `ObservableObject` and `@Published`).
    var implicitImports: [String] = []

    /// The target's declaration in the host's manifest.
    var declaration: String {
        var settings = ["\(languageMode == "5" ? ".swiftLanguageMode(.v5)" : ".swiftLanguageMode(.v6)")"]
        settings += defines.map { ".define(\(SwiftLiteral.string($0)))" }
        var flags: [String] = []
        if isExecutable {
            flags += ["-parse-as-library", "-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(UserPackage.moduleName(name))_vellum_main"]
        }
        for module in implicitImports { flags += ["-Xfrontend", "-import-module", "-Xfrontend", module] }
        if !flags.isEmpty { settings.append(".unsafeFlags([\(flags.map(SwiftLiteral.string).joined(separator: ", "))])") }
        let list = { (items: [String]) in items.joined(separator: ", ") }
        return """
                    .target(name: \(SwiftLiteral.string(name)), dependencies: [\(list(dependencies))],
                            path: \(SwiftLiteral.string("Sources/" + name)), exclude: [\(list(exclude.map(SwiftLiteral.string)))],
                            resources: [\(list(resources))], swiftSettings: [\(list(settings))]),
            """
    }

    /// The files named `main.swift` under `folder` (top-level code, which a library cannot hold), relative to it.
    static func mainFiles(in folder: URL, excluding excluded: [String]) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        let base = folder.standardizedFileURL.path + "/"
        for case let url as URL in walker where url.lastPathComponent == "main.swift" {
            let relative = String(url.standardizedFileURL.path.dropFirst(base.count))
            if !excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { found.append(relative) }
        }
        return found.sorted()
    }
}
