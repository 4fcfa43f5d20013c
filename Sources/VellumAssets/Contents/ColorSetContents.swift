import VellumGeometry

/// The `Contents.json` of a `.colorset` folder.
///
/// ```json
/// { "colors": [ { "idiom": "universal",
///                 "color": { "color-space": "srgb",
///                            "components": { "red": "1.000", "green": "0x80", "blue": "128", "alpha": "1.000" } },
///                 "appearances": [ { "appearance": "luminosity", "value": "dark" } ] } ] }
/// ```
package struct ColorSetContents: Decodable, Hashable, Sendable {
    /// One colour of the set, for one appearance and idiom.
    package struct Entry: Decodable, Hashable, Sendable {
        /// `universal`, `iphone`, …
        package var idiom: String?
        /// The colour.
        package var color: Specification?
        /// Appearance variants (dark, high contrast).
        package var appearances: [ContentsAppearance]?
    }

    /// A colour's colour space and components, or a reference to a system colour.
    package struct Specification: Decodable, Hashable, Sendable {
        /// `srgb`, `display-p3`, `extended-srgb`, `extended-linear-srgb`, `gray-gamma`, `extended-gray`.
        package var colorSpace: String?
        /// `red`, `green`, `blue`, `alpha` (or `white`, `alpha` for grey spaces).
        package var components: [String: ColorComponentValue]?
        /// A system colour name such as `systemBlueColor`, instead of components.
        package var reference: String?

        /// Creates a specification (the decoder makes them from JSON).
        package init(colorSpace: String?, components: [String: ColorComponentValue]?, reference: String?) {
            self.colorSpace = colorSpace; self.components = components; self.reference = reference
        }

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space", components, reference
        }
    }

    /// The colours.
    package var colors: [Entry]?
}
