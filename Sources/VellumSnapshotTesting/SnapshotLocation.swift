import Foundation
import Vellum

/// Where one snapshot's reference, actual output and report live.
///
/// References: `<package>/snapshots/<TestFile>/<testName>.<name>.svg` (`.tree.txt`
/// for a view tree), where the
/// package root is the nearest directory above the test file holding
/// `Package.swift`. A `snapshotDirectory:` argument or `VELLUM_SNAPSHOT_DIR`
/// (absolute, or relative to the package root) replaces `<package>/snapshots`.
/// Actual output and the HTML report go to `<package>/.build/vellum-snapshots/…`
/// (or `VELLUM_SNAPSHOT_ARTIFACTS`, or a temporary directory without a package).
struct SnapshotLocation: Sendable, Equatable {
    var reference: String
    var actual: String
    var report: String

    /// The view tree's files beside an SVG snapshot's: `<name>.tree.txt` for `<name>.svg`.
    var treeFiles: (reference: String, actual: String) {
        func tree(_ path: String) -> String {
            path.hasSuffix(".svg") ? String(path.dropLast(4)) + ".tree.txt" : path + ".tree.txt"
        }
        return (tree(reference), tree(actual))
    }

    init(reference: String, actual: String, report: String) {
        self.reference = reference
        self.actual = actual
        self.report = report
    }

    /// The files of a test's snapshot; `fileExtension` is `svg`, or `tree.txt` for a view tree.
    init(fileID: String, filePath: String, function: String, name: String?, snapshotDirectory: String?, environment: SnapshotEnvironment,
         fileExtension: String = "svg") {
        let (directory, artifacts) = Self.folders(filePath: filePath, snapshotDirectory: snapshotDirectory, environment: environment)
        let testFile = Self.sanitised(((fileID as NSString).lastPathComponent as NSString).deletingPathExtension)
        var fileName = Self.testName(function)
        if let name, !name.isEmpty {
            fileName += "." + Self.sanitised(name)
        }
        let folder = (directory as NSString).appendingPathComponent(testFile)
        let artifactFolder = (artifacts as NSString).appendingPathComponent(testFile)
        reference = (folder as NSString).appendingPathComponent(fileName + "." + fileExtension)
        actual = (artifactFolder as NSString).appendingPathComponent(fileName + "." + fileExtension)
        report = (artifactFolder as NSString).appendingPathComponent(fileName + ".html")
    }

    /// The files of a preview's snapshot: `<snapshots>/Previews/<group>/<name>.svg`,
    /// `group` being the preview's file without `.swift` (or its provider's type).
    init(previewGroup group: String, name: String, filePath: String, snapshotDirectory: String?, environment: SnapshotEnvironment) {
        let folders = Self.previewFolders(filePath: filePath, snapshotDirectory: snapshotDirectory, environment: environment)
        let groupFolder = PreviewFileName.make(group)
        let file = PreviewFileName.make(name)
        reference = ((folders.references as NSString).appendingPathComponent(groupFolder) as NSString).appendingPathComponent(file + ".svg")
        let artifactFolder = (folders.artifacts as NSString).appendingPathComponent(groupFolder)
        actual = (artifactFolder as NSString).appendingPathComponent(file + ".svg")
        report = (artifactFolder as NSString).appendingPathComponent(file + ".html")
    }

    /// `<snapshots>/Previews` and `<artifacts>/Previews` for a test written in `filePath`.
    static func previewFolders(filePath: String, snapshotDirectory: String?, environment: SnapshotEnvironment) -> (references: String, artifacts: String) {
        let (directory, artifacts) = folders(filePath: filePath, snapshotDirectory: snapshotDirectory, environment: environment)
        return ((directory as NSString).appendingPathComponent("Previews"), (artifacts as NSString).appendingPathComponent("Previews"))
    }

    /// The references folder (`<package>/snapshots`, or the one given) and the
    /// artifacts folder for a test written in `filePath`.
    static func folders(filePath: String, snapshotDirectory: String?, environment: SnapshotEnvironment) -> (references: String, artifacts: String) {
        let root = packageRoot(above: filePath)
        let base = root ?? (filePath as NSString).deletingLastPathComponent
        func resolve(_ path: String) -> String {
            path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
        }
        let directory = (snapshotDirectory ?? environment.snapshotDirectory).map(resolve)
            ?? (base as NSString).appendingPathComponent("snapshots")
        let artifacts = environment.artifactDirectory.map(resolve)
            ?? root.map { ($0 as NSString).appendingPathComponent(".build/vellum-snapshots") }
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("vellum-snapshots")
        return (directory, artifacts)
    }

    /// The nearest directory above `filePath` that holds `Package.swift`.
    static func packageRoot(above filePath: String) -> String? {
        var directory = (filePath as NSString).deletingLastPathComponent
        let manager = FileManager.default
        while !directory.isEmpty, directory != "/" {
            if manager.fileExists(atPath: (directory as NSString).appendingPathComponent("Package.swift")) {
                return directory
            }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// `testCard()` → `testCard`; `render(size:)` → `render`.
    static func testName(_ function: String) -> String {
        let base = function.split(separator: "(", maxSplits: 1).first.map(String.init) ?? function
        let name = sanitised(base)
        return name.isEmpty ? "snapshot" : name
    }

    /// Keeps letters, digits, `-`, `_` and `.`; replaces anything else with `_`.
    static func sanitised(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let ok = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                || scalar == "-" || scalar == "_" || scalar == "."
            result.unicodeScalars.append(ok ? scalar : "_")
        }
        while result.hasPrefix(".") { result.removeFirst() }
        return result
    }
}
