/// The host's listing of a build's previews, and the choices it offers.
package struct PreviewListing: Codable, Sendable, Equatable {
    /// One preview.
    package struct Item: Codable, Sendable, Equatable {
        /// Its identifier for `/preview.svg?id=` (`Cards/Badge/Badge`).
        package var id: String
        /// Its file as `#fileID` spells it (`Cards/Badge.swift`), or its provider.
        package var file: String
        /// Its name (`Badge`, `Preview 1`).
        package var name: String
        /// Its line, for a `#Preview`.
        package var line: Int?
        /// Its module.
        package var module: String
        /// Its traits as Swift spells them (`sizeThatFitsLayout`, `fixedLayout(width: 300, height: 200)`,
        /// `landscapeLeft`); nil from a host that does not list them.
        package var traits: [String]?
    }

    /// The previews, in the host's order.
    package var previews: [Item]
    /// The devices' command-line names.
    package var devices: [String]
    /// The orientations.
    package var orientations: [String]
    /// The Dynamic Type sizes, as `Variant(parsing:)` names them (`xSmall` … `accessibility5`).
    package var sizes: [String]
    /// The languages the package has strings for (`ar`, `fr`), from its `*.lproj` folders and String Catalogs.
    package var languages: [String]
    /// What the host could not read (a malformed strings file), for the page.
    package var notes: [String]

    /// An empty listing (before the first build).
    package static let empty = PreviewListing(previews: [], devices: [], orientations: [], sizes: [], languages: [], notes: [])
}
