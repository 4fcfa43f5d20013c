import Foundation

/// Which previews `vellum review` draws again, from the files that changed
/// between the merge base and the work tree.
///
/// A preview is known by its file, and a module's previews can use any file of
/// the module, so the unit is the target: the previews of a target none of whose
/// Swift files changed, and which uses no target that changed, are the same on
/// both sides and need not be drawn. Everything is drawn again when that cannot
/// be known: the manifest changed, a resource or asset catalog changed, a file
/// in no target (other than Markdown or text) changed, a file outside the
/// package changed, or a macro's or plugin's code changed. Test targets'
/// files never change a picture.
///
/// ```swift
/// let scope = ReviewScope(changed: ["Sources/Cards/Badge.swift"], package: package, prefix: "")
/// scope.modules   // ["Cards", "App"]: Cards changed, and App uses it
/// ```
struct ReviewScope: Equatable {
    /// The modules whose previews are drawn on both sides, in the package's order; nil for every module.
    private(set) var modules: [String]?
    /// Why, for the report: `only Cards changed: Sources/Cards/Badge.swift` or `Package.swift changed`.
    private(set) var reason: String

    /// How many changed files the reason names before `and N more`.
    static let namedFiles = 3

    /// The scope of `package`, at `prefix` in its repository (`""` at the top, else ending in `/`), when the
    /// files `changed` (paths from the repository's top) changed.
    init(changed: [String], package: UserPackage, prefix: String) {
        var touched = Set<String>(), files: [String] = []
        for path in changed.sorted() {
            let ignorable = ["md", "markdown", "txt", "rst"].contains((path as NSString).pathExtension.lowercased())
            guard path.hasPrefix(prefix) else {
                if ignorable { continue }
                self = ReviewScope(everything: "\(path) changed, outside the package"); return
            }
            let relative = String(path.dropFirst(prefix.count))
            if [".build/", ".swiftpm/"].contains(where: relative.hasPrefix) { continue }
            if !package.isFolder, relative == "Package.resolved" || (relative.hasPrefix("Package") && relative.hasSuffix(".swift") && !relative.contains("/")) {
                self = ReviewScope(everything: "\(relative) changed"); return
            }
            let file = package.root.appendingPathComponent(relative).standardizedFileURL.path
            let owner = package.targets
                .map { ($0, Self.folder(of: $0, in: package).standardizedFileURL.path) }
                .filter { file.hasPrefix($0.1 + "/") }
                .max { $0.1.count < $1.1.count }?.0
            guard let owner else {
                if ignorable { continue }
                self = ReviewScope(everything: "\(relative), in no target, changed"); return
            }
            if owner.kind == .test { continue }
            guard owner.isDrawable else { self = ReviewScope(everything: "\(relative), of the \(owner.kind.rawValue) target \(owner.name), changed"); return }
            guard relative.hasSuffix(".swift") else { self = ReviewScope(everything: "\(relative), a resource of \(owner.name), changed"); return }
            touched.insert(owner.name)
            files.append(relative)
        }
        // The targets that use a changed one, directly or not, are drawn again too.
        var redrawn = touched, grew = true
        while grew {
            grew = false
            for target in package.targets where target.kind != .test && !redrawn.contains(target.name) && target.dependencies.contains(where: { dependency in
                switch dependency {
                case .byName(let name), .target(let name): return redrawn.contains(name)
                case .product: return false
                }
            }) {
                redrawn.insert(target.name)
                grew = true
            }
        }
        let names = redrawn.map(UserPackage.moduleName)
        modules = package.modules.filter(names.contains)
        guard !touched.isEmpty else { reason = "no Swift file of the package's targets changed"; return }
        let named = files.prefix(Self.namedFiles).joined(separator: ", ") + (files.count > Self.namedFiles ? " and \(files.count - Self.namedFiles) more" : "")
        let users = redrawn.subtracting(touched).sorted()
        reason = "only \(touched.sorted().joined(separator: ", ")) changed: \(named)" + (users.isEmpty ? "" : "; \(users.joined(separator: ", ")) use\(users.count == 1 ? "s" : "") it")
    }

    /// The folder of `target`'s files: a test target's is under `Tests` unless the manifest says otherwise.
    private static func folder(of target: ManifestTarget, in package: UserPackage) -> URL {
        guard target.kind == .test, target.path == nil else { return package.sourceFolder(of: target) }
        return package.root.appendingPathComponent("Tests", isDirectory: true).appendingPathComponent(target.name, isDirectory: true)
    }

    /// Every preview drawn again, for `reason`.
    private init(everything reason: String) {
        modules = nil
        self.reason = reason
    }
}
