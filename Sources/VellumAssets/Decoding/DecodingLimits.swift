import VellumGeometry

/// The limits Vellum enforces on asset files, so that a hostile or mistaken
/// file cannot exhaust memory or time.
package enum DecodingLimits {
    /// The largest image or SVG file read: 64 MiB.
    package static let maximumFileBytes = 64 * 1024 * 1024
    /// The largest `Contents.json` read: 1 MiB.
    package static let maximumContentsBytes = 1024 * 1024
    /// The longest image side, in pixels (or SVG user units).
    package static let maximumSide = 16384
    /// The deepest element nesting accepted in an SVG (libxml2 refuses beyond 256).
    package static let maximumSVGDepth = 200
    /// The deepest folder nesting searched in a catalog.
    package static let maximumFolderDepth = 32
    /// The most folder entries visited while reading a catalog.
    package static let maximumCatalogEntries = 50_000
}
