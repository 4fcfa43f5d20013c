import VellumGeometry

/// One image file reachable by its own name, e.g. `Image("landscape@2x.jpg")`.
package struct ImageFileReference: Hashable, Sendable {
    /// The asset the file belongs to.
    package var assetName: String
    /// The file and its scale.
    package var variant: ImageVariant

    /// Creates a reference.
    package init(assetName: String, variant: ImageVariant) {
        self.assetName = assetName; self.variant = variant
    }
}
