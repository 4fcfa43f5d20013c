import Foundation

/// What the preview host answered to a request: its body (the listing's
/// JSON, an SVG) and, for a picture, the assets it names that the asset
/// catalog lacks, which the host drew as SwiftUI draws them.
///
/// ```swift
/// let reply = try process.reply(#"{"op":"render","id":"Cards/Badge/Badge"}"#, timeout: 10).get()
/// reply.missingAssets   // ["Image 'Hero'"]
/// ```
package struct HostReply: Sendable, Equatable {
    /// The body.
    package var body: Data
    /// The missing assets (`Image 'Hero'`, `Color 'Brand'`), in the order first met.
    package var missingAssets: [String]

    /// A reply.
    package init(body: Data, missingAssets: [String] = []) { self.body = body; self.missingAssets = missingAssets }
}
