import VellumGeometry

/// The `Contents.json` of an `.imageset` folder.
///
/// ```json
/// { "images": [ { "filename": "hero@2x.png", "idiom": "universal", "scale": "2x",
///                 "appearances": [ { "appearance": "luminosity", "value": "dark" } ] } ],
///   "info": { "author": "xcode", "version": 1 } }
/// ```
package struct ImageSetContents: Decodable, Hashable, Sendable {
    /// One slot of the image set; slots without a `filename` are empty.
    package struct Entry: Decodable, Hashable, Sendable {
        /// The file in the image set's folder.
        package var filename: String?
        /// `universal`, `iphone`, `ipad`, `mac`, …
        package var idiom: String?
        /// `1x`, `2x` or `3x`; absent for single-scale (vector) images.
        package var scale: String?
        /// Appearance variants (dark, high contrast).
        package var appearances: [ContentsAppearance]?
    }

    /// The slots.
    package var images: [Entry]?
}
