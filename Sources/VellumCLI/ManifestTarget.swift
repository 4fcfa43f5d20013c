import Foundation

/// One target of a user's manifest, as `swift package dump-package` prints
/// it: what `vellum previews` needs to draw its previews when no library
/// product exports it (an app's executable target, an internal library).
struct ManifestTarget: Equatable {
    /// What kind of target SwiftPM makes of it.
    enum Kind: String {
        case regular, executable, test, macro, plugin, system, binary
    }

    /// A target or product this target depends on.
    enum Dependency: Equatable {
        /// `"Name"`: a target of the package, or else a product of one of its dependencies.
        case byName(String)
        /// `.target(name:)`.
        case target(String)
        /// `.product(name:package:)`.
        case product(name: String, package: String)
    }

    var name: String
    var kind: Kind
    /// The folder of its sources, relative to the package root, as the manifest gives it (nil: SwiftPM's default).
    var path: String?
    /// The files and folders of that folder it leaves out.
    var exclude: [String]
    /// A resource: `.process(path)` or `.copy(path)`, the path in the target's folder.
    struct Resource: Equatable {
        var rule: String
        var path: String
    }

    /// Its resources.
    var resources: [Resource]
    /// What it depends on, on Linux (dependencies for other platforms only are left out).
    var dependencies: [Dependency]
    /// Its `define(…)` settings.
    var defines: [String]
    /// Its own `swiftLanguageMode(…)`, if it sets one.
    var languageMode: String?

    /// Whether the previews of this target can be drawn: Swift code that is not a test, a macro or a plugin.
    var isDrawable: Bool { kind == .regular || kind == .executable }

    /// The target described by one element of `dump-package`'s `targets`.
    init?(json: [String: Any]) {
        guard let name = json["name"] as? String, let kind = (json["type"] as? String).flatMap(Kind.init(rawValue:)) else { return nil }
        self.name = name
        self.kind = kind
        path = json["path"] as? String
        exclude = json["exclude"] as? [String] ?? []
        resources = (json["resources"] as? [[String: Any]] ?? []).compactMap { resource in
            guard let path = resource["path"] as? String, let rule = (resource["rule"] as? [String: Any])?.keys.first else { return nil }
            return Resource(rule: rule, path: path)
        }
        dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap(Self.dependency)
        var defines: [String] = []
        var mode: String?
        for setting in json["settings"] as? [[String: Any]] ?? [] where setting["tool"] as? String == "swift" {
            guard let kind = setting["kind"] as? [String: Any], setting["condition"] == nil || Self.appliesOnLinux(setting["condition"]) else { continue }
            if let value = (kind["define"] as? [String: Any])?["_0"] as? String { defines.append(value) }
            if let value = (kind["swiftLanguageMode"] as? [String: Any])?["_0"] as? String { mode = value }
            if let value = (kind["swiftLanguageVersion"] as? [String: Any])?["_0"] as? String { mode = value }
        }
        self.defines = defines
        languageMode = mode
    }

    /// A target made here (an Xcode project's folder).
    init(name: String, kind: Kind, path: String?, exclude: [String] = [], dependencies: [Dependency] = [], languageMode: String? = nil) {
        self.name = name; self.kind = kind; self.path = path; self.exclude = exclude; resources = []
        self.dependencies = dependencies; defines = []; self.languageMode = languageMode
    }

    /// The dependency one element of a target's `dependencies` describes, if it applies on Linux.
    private static func dependency(_ json: [String: Any]) -> Dependency? {
        if let values = json["byName"] as? [Any], let name = values.first as? String {
            return appliesOnLinux(values.dropFirst().first) ? .byName(name) : nil
        }
        if let values = json["target"] as? [Any], let name = values.first as? String {
            return appliesOnLinux(values.dropFirst().first) ? .target(name) : nil
        }
        if let values = json["product"] as? [Any], let name = values.first as? String, values.count > 1 {
            let package = values[1] as? String ?? name
            return appliesOnLinux(values.count > 3 ? values[3] : nil) ? .product(name: name, package: package) : nil
        }
        return nil
    }

    /// Whether a condition (`.when(platforms: […])`) holds on Linux: none does.
    private static func appliesOnLinux(_ condition: Any?) -> Bool {
        guard let condition = condition as? [String: Any], let platforms = condition["platformNames"] as? [String], !platforms.isEmpty else {
            return true
        }
        return platforms.contains("linux")
    }
}
