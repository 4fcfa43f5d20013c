import Foundation
import VellumCore

/// The identity of the bundled font set: a short, stable hash of the font
/// files' names and sizes, computed once per process.
///
/// Text is measured and drawn with these fonts only, so two SVGs with the same
/// Vellum version and font identity were drawn with the same glyphs. The
/// identity is stamped on snapshot references and gallery SVGs.
///
/// ```swift
/// print(BundledFontSet.identity)   // "3f9c0a17be42"
/// ```
package enum BundledFontSet {
    /// Twelve hexadecimal digits, or `"none"` when the package's `Fonts/` folder cannot be read.
    package static let identity: String = identity(of: Bundle.module.resourceURL?.appendingPathComponent("Fonts", isDirectory: true))

    /// The identity of the fonts (`.ttf`, `.otf`, `.ttc`) in `folder`, by name and size, in name order.
    package static func identity(of folder: URL?) -> String {
        let manager = FileManager.default
        guard let folder, let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return "none" }
        var hash = StableHash()
        var count = 0
        for name in names.sorted() where [".ttf", ".otf", ".ttc"].contains(where: { name.lowercased().hasSuffix($0) }) {
            let size = (try? manager.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.size] as? NSNumber)?.uint64Value ?? 0
            hash.combine(name)
            hash.combine(size)
            count += 1
        }
        guard count > 0 else { return "none" }
        let hex = String(hash.value, radix: 16)
        return String((String(repeating: "0", count: 16 - hex.count) + hex).prefix(12))
    }
}
