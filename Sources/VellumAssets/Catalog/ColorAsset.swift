import Foundation
import VellumCore
import VellumGeometry

/// A colour in a catalog: a `.colorset`.
package struct ColorAsset: Hashable, Sendable {
    /// The name `Color("…")` uses, with namespace prefixes: `Brand/Accent`.
    package var name: String
    /// The `.colorset` folder.
    package var location: URL
    /// Its colours, one per appearance and idiom.
    package var variants: [ColorVariant]
    /// Why it cannot be used (e.g. unreadable `Contents.json`), thrown on lookup.
    package var problem: VellumError?

    /// Creates an asset.
    package init(name: String, location: URL, variants: [ColorVariant], problem: VellumError? = nil) {
        self.name = name; self.location = location; self.variants = variants; self.problem = problem
    }
}
