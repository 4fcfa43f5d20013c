import Foundation
import Vellum

extension UserPackage {
    /// Reads an app that is not a package: an Xcode project's folder of
    /// sources and asset catalogs. Its Swift files outside test folders make
    /// one module, named after the `.xcodeproj` beside them (else the
    /// folder), written in Swift 5 mode as Xcode's projects are by default;
    /// the host compiles it from the files where they are.
    ///
    /// - Throws: `VellumError` when `root` is not a folder or holds no Swift file.
    init(folder root: URL) throws {
        let root = root.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw VellumError(.unreadableFile, subject: root.path,
                              message: "There is no folder at \(root.path); run vellum previews in your package's or Xcode project's folder, or pass --package PATH.")
        }
        let layout = FolderLayout(root: root)
        guard layout.hasSwiftFiles else {
            throw VellumError(.unreadableFile, subject: root.path,
                              message: "There is no Package.swift and no Swift file in \(root.path); run vellum previews in your package's or Xcode project's folder, or pass --package PATH.")
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let project = entries.sorted().first { $0.hasSuffix(".xcodeproj") }
        let name = project.map { String($0.dropLast(".xcodeproj".count)) } ?? root.lastPathComponent
        let module = Self.moduleName(name)
        self.root = root
        self.name = name
        identity = root.lastPathComponent.lowercased()
        products = []
        modules = [module]
        macOSVersion = "13.0"
        targets = [ManifestTarget(name: module, kind: .executable, path: root.path, exclude: layout.excluded)]
        languageMode = "5"
        isFolder = true
    }

    /// The asset catalogs (`.xcassets`) the previews draw from, in path order: an Xcode project folder's, outside
    /// its test folders; a package's, in the source folders of the targets drawn (SwiftPM builds a catalog there
    /// into the target's bundle, with no line in the manifest, where `Color("Brand", bundle: .module)` finds it).
    var assetCatalogs: [URL] {
        if isFolder { return FolderLayout(root: root).catalogs }
        return sourceFolders.flatMap { FolderLayout.catalogs(in: $0) }
    }
}

/// What of an Xcode project's folder is Swift code for the app: every
/// `.swift` file but those in test folders (`…Tests`), bundles
/// (`.xcodeproj`, `.xcassets`, …), hidden folders and build products.
struct FolderLayout {
    /// The entries left out, relative to the root: folders with no app source and files that are not Swift.
    private(set) var excluded: [String] = []
    /// The asset catalogs found.
    private(set) var catalogs: [URL] = []
    /// Whether any Swift file is left in.
    private(set) var hasSwiftFiles = false

    /// Folders never compiled: tests, dependencies' checkouts, build products.
    private static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "Build", "fastlane", "node_modules"]

    init(root: URL) {
        walk(root, relative: "")
    }

    /// The asset catalogs in `folder` and the folders under it, in path order (none inside a catalog or other bundle).
    static func catalogs(in folder: URL) -> [URL] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var found: [URL] = []
        for name in names where !name.hasPrefix(".") {
            let child = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if name.hasSuffix(".xcassets") { found.append(child) } else if !name.contains(".") { found += catalogs(in: child) }
        }
        return found
    }

    /// Visits the folder at `url` (`relative` to the root); whether it holds a Swift file left in.
    @discardableResult
    private mutating func walk(_ url: URL, relative: String) -> Bool {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        var holdsSwift = false
        for name in names where !name.hasPrefix(".") {
            let child = url.appendingPathComponent(name)
            let path = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if name.hasSuffix(".xcassets") { catalogs.append(child) }
                let bundle = name.contains(".")
                if bundle || name.hasSuffix("Tests") || Self.skippedFolders.contains(name) {
                    excluded.append(path)
                    continue
                }
                let before = excluded.count
                if walk(child, relative: path) {
                    holdsSwift = true
                } else {
                    // Nothing of the app in it: the folder goes, not each of its files.
                    excluded.removeSubrange(before...)
                    excluded.append(path)
                }
            } else if name.hasSuffix(".swift") && name != "Package.swift" {
                holdsSwift = true
            } else {
                excluded.append(path)
            }
        }
        if holdsSwift { hasSwiftFiles = true }
        return holdsSwift
    }
}
