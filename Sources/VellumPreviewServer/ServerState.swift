/// What `/previews.json` and every event carry: the build's phase, the
/// current generation's previews, and the last build's errors.
package struct ServerState: Codable, Sendable, Equatable {
    /// `building`, `ready` or `failed`.
    package var phase: String
    /// How many builds have succeeded; the pictures belong to this one.
    package var generation: Int
    /// The page's title.
    package var title: String
    /// The current generation's previews (the last good ones while a build is broken).
    package var previews: [PreviewListing.Item]
    /// The devices to choose from.
    package var devices: [String]
    /// The orientations to choose from.
    package var orientations: [String]
    /// The Dynamic Type sizes to choose from.
    package var sizes: [String]
    /// The languages to choose from.
    package var languages: [String]
    /// What the host could not read, shown on the page.
    package var notes: [String]
    /// The files changed since the build before this one, relative to the package (`Sources/Cards/Badge.swift`):
    /// the page redraws their previews first.
    package var changed: [String]
    /// The last build's errors (empty when it succeeded).
    package var errors: [CompileError]
    /// The end of the last failed build's log, when its errors could not be told apart.
    package var log: String
    /// How long the last build took, in seconds.
    package var buildSeconds: Double?
}
