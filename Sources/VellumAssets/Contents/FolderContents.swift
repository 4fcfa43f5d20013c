import VellumGeometry

/// The `Contents.json` of a plain folder (group) in an asset catalog.
///
/// `{"properties": {"provides-namespace": true}}` makes the folder's name a prefix
/// of the names inside it: `Icons/Star`.
package struct FolderContents: Decodable, Hashable, Sendable {
    /// Folder properties.
    package struct Properties: Decodable, Hashable, Sendable {
        /// Whether the folder name prefixes the names inside it.
        package var providesNamespace: Bool?

        enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
    }

    /// The properties, if any.
    package var properties: Properties?
}
