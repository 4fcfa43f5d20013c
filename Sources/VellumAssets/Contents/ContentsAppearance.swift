import VellumGeometry

/// One `appearances` entry of a `Contents.json` image or colour, e.g.
/// `{"appearance": "luminosity", "value": "dark"}`.
package struct ContentsAppearance: Decodable, Hashable, Sendable {
    /// The trait: `luminosity` (light/dark) or `contrast` (high).
    package var appearance: String
    /// The trait's value: `light`, `dark`, `high`, …
    package var value: String
}
