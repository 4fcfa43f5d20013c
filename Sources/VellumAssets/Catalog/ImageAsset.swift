import Foundation
import VellumCore
import VellumGeometry

/// An image in a catalog: an `.imageset`, or loose files sharing a name
/// (`Hero.png`, `Hero@2x.png`).
package struct ImageAsset: Hashable, Sendable {
    /// The name `Image("…")` uses, with namespace prefixes: `Icons/Star`.
    package var name: String
    /// Where it is defined: the `.imageset` folder or the first loose file.
    package var location: URL
    /// Its files.
    package var variants: [ImageVariant]
    /// Whether it is an `.imageset` (loose files never merge into one).
    package var isImageSet: Bool
    /// Why it cannot be used (e.g. unreadable `Contents.json`), thrown on lookup.
    package var problem: VellumError?

    /// Creates an asset.
    package init(name: String, location: URL, variants: [ImageVariant], isImageSet: Bool, problem: VellumError? = nil) {
        self.name = name; self.location = location; self.variants = variants
        self.isImageSet = isImageSet; self.problem = problem
    }
}
