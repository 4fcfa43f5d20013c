import Foundation
import VellumCore
import VellumGeometry

/// Walks a catalog folder and collects its image and colour assets.
///
/// - `Name.imageset` and `Name.colorset` folders become assets named `Name`,
///   read from their `Contents.json`;
/// - other folders are groups, searched recursively; a group whose `Contents.json`
///   says `"provides-namespace": true` prefixes the names inside it (`Group/Name`);
/// - loose `.png`, `.jpg`, `.jpeg` and `.svg` files become images named after the
///   file without extension (and `@2x` / `@3x` suffix, which gives the scale);
/// - other asset kinds (`.appiconset`, `.symbolset`, `.dataset`, …) and hidden
///   files are skipped, and symbolic links to folders are not followed (so a link
///   cannot loop); links to image files are read.
///
/// Problems inside one asset are recorded on it and thrown when it is looked up;
/// only problems with the catalog as a whole throw here.
package struct CatalogReader {
    /// Image assets by name.
    package private(set) var images: [String: ImageAsset] = [:]
    /// Colour assets by name.
    package private(set) var colors: [String: ColorAsset] = [:]
    /// Image files by their name in the catalog (namespace + file name, with and
    /// without extension), for lookups like `Image("Landscape.jpeg")`.
    package private(set) var files: [String: ImageFileReference] = [:]

    private let root: URL
    private var visited = 0

    /// The file extensions read as loose images.
    package static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "svg"]

    /// Reads the catalog at `root`.
    ///
    /// - Throws: `VellumError` when the folder is missing or unreadable, a group's
    ///   `Contents.json` is malformed, or the catalog exceeds ``DecodingLimits``.
    package init(root: URL) throws {
        self.root = root
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw VellumError.unreadableFile(
                root.path, "does not exist",
                fix: "Pass the path of an .xcassets folder or a folder of images to AssetCatalog(contentsOf:).")
        }
        guard isDirectory.boolValue else {
            throw VellumError.unreadableFile(
                root.path, "is a file, not a folder",
                fix: "Pass the path of an .xcassets folder or a folder of images to AssetCatalog(contentsOf:).")
        }
        try readGroup(root, namespace: "", depth: 0)
    }

    private mutating func readGroup(_ folder: URL, namespace: String, depth: Int) throws {
        guard depth <= DecodingLimits.maximumFolderDepth else {
            throw VellumError.tooLarge(
                folder.path, "is nested more than \(DecodingLimits.maximumFolderDepth) folders deep in the catalog",
                fix: "Flatten the folders (or remove a symbolic link that loops).")
        }
        let entries: [URL]
        do {
            entries = try FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        } catch {
            throw VellumError.unreadableFile(folder.path, "cannot be listed (\(error.localizedDescription))",
                                             fix: "Check the folder's permissions.")
        }
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            visited += 1
            guard visited <= DecodingLimits.maximumCatalogEntries else {
                throw VellumError.tooLarge(
                    root.path, "has more than \(DecodingLimits.maximumCatalogEntries) files and folders",
                    fix: "Split the catalog, or point AssetCatalog(contentsOf:) at a smaller folder.")
            }
            let fileExtension = entry.pathExtension.lowercased()
            let base = entry.deletingPathExtension().lastPathComponent
            if (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                switch fileExtension {
                case "imageset": addImageSet(entry, namespace: namespace)
                case "colorset": addColorSet(entry, name: namespace + base)
                case _ where Self.isOtherAssetKind(fileExtension): continue
                default:
                    let prefix = try providesNamespace(entry) ? namespace + entry.lastPathComponent + "/" : namespace
                    try readGroup(entry, namespace: prefix, depth: depth + 1)
                }
            } else if Self.imageExtensions.contains(fileExtension) {
                addLooseFile(entry, namespace: namespace)
            }
        }
    }

    /// Asset kinds other than images and colours, which Vellum skips.
    private static func isOtherAssetKind(_ fileExtension: String) -> Bool {
        fileExtension.hasSuffix("set")
            || ["launchimage", "imagestack", "brandassets", "stickerpack", "stickersequence"].contains(fileExtension)
    }

    private func providesNamespace(_ folder: URL) throws -> Bool {
        let file = folder.appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: file.path) else { return false }
        let contents = try ContentsFile.decode(FolderContents.self, at: file, what: file.path)
        return contents.properties?.providesNamespace ?? false
    }

    private mutating func addImageSet(_ folder: URL, namespace: String) {
        let name = namespace + folder.deletingPathExtension().lastPathComponent
        guard images[name] == nil else { return }
        let file = folder.appendingPathComponent("Contents.json")
        let what = relativePath(file)
        do {
            let contents = try ContentsFile.decode(ImageSetContents.self, at: file, what: what)
            var variants: [ImageVariant] = []
            for entry in contents.images ?? [] {
                guard let filename = entry.filename, !filename.isEmpty else { continue }
                guard ContentsFile.isPlainFileName(filename) else {
                    throw VellumError.corruptFile(
                        what, "lists the file '\(filename)', which is outside the image set's folder",
                        fix: "List only files inside \(folder.lastPathComponent).")
                }
                let variant = ImageVariant(
                    file: folder.appendingPathComponent(filename), scale: ImageVariant.scale(from: entry.scale),
                    appearance: AssetAppearance(entry.appearances), idiom: entry.idiom ?? "universal")
                variants.append(variant)
                register(file: namespace + filename, asset: name, variant: variant)
            }
            images[name] = ImageAsset(name: name, location: folder, variants: variants, isImageSet: true)
        } catch {
            images[name] = ImageAsset(name: name, location: folder, variants: [], isImageSet: true,
                                      problem: ContentsFile.vellumError(error, what: what))
        }
    }

    private mutating func addColorSet(_ folder: URL, name: String) {
        guard colors[name] == nil else { return }
        let file = folder.appendingPathComponent("Contents.json")
        let what = relativePath(file)
        do {
            let contents = try ContentsFile.decode(ColorSetContents.self, at: file, what: what)
            // An entry without "color" is an appearance with no colour picked (Xcode's template
            // AccentColor has one): it sets nothing, and the set's other entries stand in for it.
            let variants = (contents.colors ?? []).compactMap { entry -> ColorVariant? in
                guard let specification = entry.color else { return nil }
                let color = Result { try ColorSpaceConverter.color(specification, file: what) }
                    .mapError { ContentsFile.vellumError($0, what: what) }
                return ColorVariant(color: color, appearance: AssetAppearance(entry.appearances),
                                    idiom: entry.idiom ?? "universal")
            }
            colors[name] = ColorAsset(name: name, location: folder, variants: variants)
        } catch {
            colors[name] = ColorAsset(name: name, location: folder, variants: [],
                                      problem: ContentsFile.vellumError(error, what: what))
        }
    }

    private mutating func addLooseFile(_ file: URL, namespace: String) {
        let fileName = file.lastPathComponent
        let base = file.deletingPathExtension().lastPathComponent
        var assetBase = base
        var scale: CGFloat = 1
        for factor in [1, 2, 3] where base.hasSuffix("@\(factor)x") && base.count > 3 {
            assetBase = String(base.dropLast(3)); scale = CGFloat(factor)
        }
        let name = namespace + assetBase
        let variant = ImageVariant(file: file, scale: scale)
        if var asset = images[name] {
            guard !asset.isImageSet else { return }
            asset.variants.append(variant)
            images[name] = asset
        } else {
            images[name] = ImageAsset(name: name, location: file, variants: [variant], isImageSet: false)
        }
        register(file: namespace + fileName, asset: name, variant: variant)
        if assetBase != base { register(file: namespace + base, asset: name, variant: variant) }
    }

    /// `url`'s path inside the catalog, for messages that already name the catalog.
    private func relativePath(_ url: URL) -> String {
        Self.relativePath(url, root: root)
    }

    /// `url`'s path relative to `root` (or the full path when it is outside `root`).
    package static func relativePath(_ url: URL, root: URL) -> String {
        let base = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    private mutating func register(file key: String, asset: String, variant: ImageVariant) {
        if files[key] == nil { files[key] = ImageFileReference(assetName: asset, variant: variant) }
    }
}
