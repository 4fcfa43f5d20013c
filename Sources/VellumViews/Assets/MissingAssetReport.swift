import Foundation

/// Where lowering reports the assets it could not find, when the renderer
/// draws them as SwiftUI does instead of throwing (previews): a named image
/// is then empty, a named colour clear. A reference, so every branch of one
/// lowering reports to the same place; guarded by a lock because lowering
/// may run on any thread.
///
/// ```swift
/// let report = MissingAssetReport()
/// report.missing(.image, "Hero")
/// report.names   // ["Image 'Hero'"]
/// ```
package final class MissingAssetReport: @unchecked Sendable {
    /// What kind of asset was missing.
    package enum Kind: String, Sendable {
        /// `Image("Name")`, `UIImage(named:)`, `ImagePaint`.
        case image = "Image"
        /// `Color("Name")`, `UIColor(named:)`.
        case color = "Color"
        /// `Image(systemName:)` with a name Vellum's symbol library lacks.
        case symbol = "Symbol"
    }

    private let lock = NSLock()
    private var found: [String] = []
    private var seen: Set<String> = []

    package init() {}

    /// Records the asset `name` of `kind` once, in the order first met.
    package func missing(_ kind: Kind, _ name: String) {
        let entry = "\(kind.rawValue) '\(name)'"
        lock.lock(); if seen.insert(entry).inserted { found.append(entry) }; lock.unlock()
    }

    /// The assets reported, as `Image 'Hero'`, `Color 'Brand'`, in the order first met.
    package var names: [String] { lock.lock(); defer { lock.unlock() }; return found }
}
