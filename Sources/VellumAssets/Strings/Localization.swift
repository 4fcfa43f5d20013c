import Foundation
import VellumCore
import VellumGeometry

/// The translated strings of an app: what `Text("key")`, `Button("key")`,
/// `navigationTitle("key")` and every other `LocalizedStringKey` API show in
/// the environment's locale.
///
/// Read from a folder (or a bundle's resources) holding `*.lproj` folders
/// with `Localizable.strings` and `Localizable.stringsdict` files, and String
/// Catalogs (`*.xcstrings`):
///
/// ```swift
/// var renderer = SVGRenderer(content: ContentView(), device: .iPhone15Pro)
/// renderer.localization = try Localization(contentsOf: URL(fileURLWithPath: "Resources"))
/// renderer.locale = Locale(identifier: "ar")
/// ```
///
/// A key with no translation in the locale's language shows the development
/// language's string, or else the key itself, as SwiftUI does; the renderer's
/// `missingLocalizations()` lists such keys.
public struct Localization: Sendable {
    /// Entries by language code (`ar`, `pt-BR`), table name and key.
    package private(set) var languages: [String: [String: [String: LocalizedEntry]]] = [:]
    /// The language a key falls back to (a String Catalog's source language, else `en`).
    public var developmentLanguage: String

    /// No strings: every key shows as written.
    public init() { developmentLanguage = "en" }

    /// Strings given in code: language code → key → translation, in the table `Localizable`.
    ///
    /// ```swift
    /// let strings = Localization(["fr": ["Hello": "Bonjour"]])
    /// ```
    public init(_ strings: [String: [String: String]], developmentLanguage: String = "en") {
        self.developmentLanguage = developmentLanguage
        for (language, pairs) in strings {
            for (key, value) in pairs { languages[language, default: [:]]["Localizable", default: [:]][key] = LocalizedEntry(value: value) }
        }
    }

    /// The strings of a folder: every `*.lproj/*.strings` and `*.lproj/*.stringsdict`
    /// file and every `*.xcstrings` String Catalog in it and its subfolders.
    ///
    /// - Throws: `VellumError` naming the file that cannot be read or parsed.
    public init(contentsOf folder: URL) throws {
        developmentLanguage = "en"
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw VellumError.unreadableFile(folder.path, "is not a folder", fix: "Pass the folder that holds the *.lproj folders or *.xcstrings files.")
        }
        var catalogs: [(URL, StringCatalogParser.Catalog)] = []
        for file in Self.files(in: folder) {
            let name = file.lastPathComponent
            let table = file.deletingPathExtension().lastPathComponent
            let shown = file.path
            switch file.pathExtension {
            case "xcstrings":
                let catalog = try StringCatalogParser.parse(try FileReader.read(file, limit: Self.fileLimit, what: shown), file: shown)
                catalogs.append((file, catalog))
                for (language, entries) in catalog.languages {
                    for (key, entry) in entries { languages[language, default: [:]][table, default: [:]][key] = entry }
                }
            case "strings", "stringsdict":
                let parent = file.deletingLastPathComponent().lastPathComponent
                guard parent.hasSuffix(".lproj") else { continue }
                let language = String(parent.dropLast(".lproj".count))
                let data = try FileReader.read(file, limit: Self.fileLimit, what: shown)
                if name.hasSuffix(".stringsdict") {
                    for (key, entry) in try StringsDictParser.parse(data, file: shown) { languages[language, default: [:]][table, default: [:]][key] = entry }
                } else {
                    for (key, value) in try StringsFileParser.parse(data, file: shown) where languages[language]?[table]?[key]?.plural.isEmpty ?? true {
                        languages[language, default: [:]][table, default: [:]][key] = LocalizedEntry(value: value)
                    }
                }
            default: continue
            }
        }
        if let first = catalogs.first { developmentLanguage = first.1.sourceLanguage }
    }

    /// The strings of a bundle's resources (`Bundle.module` of a package target).
    ///
    /// - Throws: `VellumError` when the bundle has no resource folder or a file is malformed.
    public init(bundle: Bundle) throws {
        guard let url = bundle.resourceURL else {
            throw VellumError.unreadableFile(bundle.bundlePath, "has no resource folder", fix: "Add the strings as resources of the target.")
        }
        try self.init(contentsOf: url)
    }

    /// The languages that have strings, sorted.
    public var availableLanguages: [String] { languages.keys.filter { $0 != "Base" }.sorted() }

    /// Whether no strings were loaded.
    public var isEmpty: Bool { languages.isEmpty }

    /// The entry for `key` in `table` (nil: `Localizable`) for `locale`, and whether
    /// the locale's language lacks it (a fallback or nothing was found).
    package func lookup(_ key: String, table: String?, locale: Locale) -> (entry: LocalizedEntry?, missing: Bool) {
        let table = table ?? "Localizable"
        for language in Self.candidates(for: locale) {
            if let e = languages[language]?[table]?[key] { return (e, false) }
        }
        for language in [developmentLanguage, "Base"] {
            if let e = languages[language]?[table]?[key] { return (e, true) }
        }
        return (nil, true)
    }

    /// The language code plural rules follow for `locale` (`ar` for `ar_EG`).
    package static func pluralLanguage(of locale: Locale) -> String { candidates(for: locale).last ?? "en" }

    /// The languages tried for `locale`, most specific first: `pt-BR`, `pt`.
    private static func candidates(for locale: Locale) -> [String] {
        let id = locale.identifier.replacingOccurrences(of: "_", with: "-")
        var out = [id]
        var parts = id.split(separator: "-").map(String.init)
        while parts.count > 1 {
            parts.removeLast()
            let shorter = parts.joined(separator: "-")
            if !out.contains(shorter) { out.append(shorter) }
        }
        return out
    }

    /// The most bytes one strings file may have.
    private static let fileLimit = 16 << 20

    /// The strings files under `folder`, in path order.
    private static func files(in folder: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { return [] }
        var out: [URL] = []
        for case let url as URL in walker where ["strings", "stringsdict", "xcstrings"].contains(url.pathExtension) {
            out.append(url)
        }
        return out.sorted { $0.path < $1.path }
    }
}
