import Foundation

/// One block of a tool's result: text, or an image as base64 with its MIME type.
///
/// ```swift
/// MCPContent.text("3 previews").json      // {"text":"3 previews","type":"text"}
/// MCPContent.image(png, mimeType: "image/png").json   // {"data":"iVBORw0…","mimeType":"image/png","type":"image"}
/// ```
package enum MCPContent: Sendable, Equatable {
    /// Text.
    case text(String)
    /// An image's bytes and MIME type (`image/png`).
    case image(Data, mimeType: String)

    /// The block as the protocol writes it.
    package var json: JSONValue {
        switch self {
        case let .text(text): ["type": "text", "text": .string(text)]
        case let .image(data, mimeType): ["type": "image", "data": .string(data.base64EncodedString()), "mimeType": .string(mimeType)]
        }
    }
}
