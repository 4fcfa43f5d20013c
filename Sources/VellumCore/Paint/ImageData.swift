import Foundation

/// A decoded image file, ready to embed: its bytes, format and size.
package struct ImageData: Hashable, Sendable {
    /// File formats Vellum embeds.
    package enum Format: String, Hashable, Sendable {
        case png, jpeg, svg

        /// The MIME type for a data URI.
        package var mimeType: String {
            switch self {
            case .png: return "image/png"
            case .jpeg: return "image/jpeg"
            case .svg: return "image/svg+xml"
            }
        }
    }

    /// The file's bytes (for SVG, the sanitised document).
    package var bytes: Data
    /// The format.
    package var format: Format
    /// The size in points (pixels divided by `scale`).
    package var size: CGSize
    /// The asset's scale (1, 2 or 3).
    package var scale: CGFloat
    /// Where the image came from, for messages and the accessible label.
    package var name: String

    package init(bytes: Data, format: Format, size: CGSize, scale: CGFloat = 1, name: String) {
        self.bytes = bytes; self.format = format; self.size = size; self.scale = scale; self.name = name
    }
}
