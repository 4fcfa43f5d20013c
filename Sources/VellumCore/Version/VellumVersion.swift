/// The version of Vellum this program was built from: the one place it is written.
///
/// The MCP server reports it, and every SVG written for a snapshot or a gallery
/// carries it (`data-vellum-version` on the root), so a failing reference says
/// which Vellum recorded it. Bump it with each release (see CHANGELOG.md).
///
/// ```swift
/// print("vellum \(VellumVersion.current)")
/// ```
package enum VellumVersion {
    /// The version, in Semantic Versioning's spelling.
    package static let current = "0.1.0-dev"
}
