import Foundation
import VellumCore
import VellumGeometry

extension AssetCatalog {
    /// The image `name` for a colour scheme and display scale, read and decoded.
    ///
    /// `name` may be an image set's name (`"Landscape"`, `"Icons/Star"`), the same
    /// with an image extension (`"Landscape.jpeg"`), or, failing those, the exact
    /// name of a file in the catalog (`"landscape@2x.jpg"`), which is used as is. Of an image set's files, the one for the
    /// colour scheme (dark falls back to any, then light) whose scale is closest to
    /// `displayScale` is chosen; its size in points is its pixels divided by its scale.
    ///
    /// - Throws: `VellumError` `.missingAsset` naming the image and this catalog
    ///   (with near names), or the file's error (`.corruptFile`, `.unreadableFile`,
    ///   `.tooLarge`) with the image and catalog appended.
    package func image(named name: String, colorScheme: ColorScheme, displayScale: CGFloat) throws -> ImageData {
        let assetName: String
        let chosen: ImageVariant
        if let asset = images[name] ?? strippedExtension(name).flatMap({ images[$0] }) {
            if let problem = asset.problem {
                throw problem.inAsset("Image", named: asset.name, catalog: catalogDescription,
                                      file: asset.location.appendingPathComponent("Contents.json"))
            }
            guard let variant = ImageVariant.best(of: asset.variants, colorScheme: colorScheme, displayScale: displayScale) else {
                throw VellumError(
                    .missingAsset, subject: asset.name,
                    message: "Image '\(asset.name)' in \(catalogDescription) has no image files (\(relativePath(asset.location))). "
                        + "Add a PNG, JPEG or SVG to it in Xcode, or list one in its Contents.json.")
            }
            assetName = asset.name; chosen = variant
        } else if let reference = files[name] {
            assetName = reference.assetName; chosen = reference.variant
        } else {
            throw missing("Image", name, known: imageNames, add: "an image set named '\(name)' (or a file \(name).png)")
        }
        do {
            let what = relativePath(chosen.file)
            var image = try ImageDecoder.decode(contentsOf: chosen.file, name: what, scale: chosen.scale)
            image.name = assetName
            return image
        } catch let error as VellumError {
            throw error.inAsset("Image", named: assetName, catalog: catalogDescription, file: chosen.file)
        }
    }

    /// `file`'s path inside this catalog, for messages that already name the catalog.
    package func relativePath(_ file: URL) -> String {
        url.map { CatalogReader.relativePath(file, root: $0) } ?? file.path
    }

    /// `name` without a trailing image extension (`"Hero.png"` → `"Hero"`), or `nil`.
    private func strippedExtension(_ name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return nil }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        guard ["png", "jpg", "jpeg", "svg", "pdf", "heic", "gif", "webp"].contains(fileExtension) else { return nil }
        return String(name[..<dot])
    }

    /// The error for a name nothing provides, naming it, this catalog and near names.
    package func missing(_ kind: String, _ name: String, known: [String], add: String) -> VellumError {
        guard url != nil else {
            return VellumError(
                .missingAsset, subject: name,
                message: "\(kind) '\(name)' was looked up, but no asset catalog was given. "
                    + "Load one with AssetCatalog(contentsOf:) and pass it to the renderer (renderer.assets).")
        }
        var message = "\(kind) '\(name)' is not in \(catalogDescription)."
        let near = NameSuggestions.suggest(for: name, among: known)
        if !near.isEmpty {
            message += " Did you mean " + near.map { "'\($0)'" }.joined(separator: " or ") + "?"
        }
        message += " Add \(add) to the catalog, or use one of its names"
        if known.isEmpty {
            message += " (it has no \(kind.lowercased())s)."
        } else {
            let shown = known.prefix(12).joined(separator: ", ")
            message += ": \(shown)\(known.count > 12 ? ", … (\(known.count) in all)" : "")."
        }
        return VellumError(.missingAsset, subject: name, message: message)
    }
}
