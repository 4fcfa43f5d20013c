import Foundation
import VellumCore
import VellumGeometry

/// Turns the bytes of an image file into ``ImageData``: recognises PNG, JPEG and
/// SVG by content (not by file name), checks the file is whole, reads its size,
/// and sanitises SVG.
///
/// A pure function over bytes with bounds checks throughout: any byte sequence
/// either decodes or throws a `VellumError` naming the file; none traps.
///
/// ```swift
/// let image = try ImageDecoder.decode(data, name: "Landscape.jpeg", scale: 2)
/// image.size   // 300 x 200 points for a 600 x 400 pixel photo
/// ```
package enum ImageDecoder {
    /// Reads the image file at `url` (up to ``DecodingLimits/maximumFileBytes``) and
    /// decodes it; `name` is the file as errors and ``ImageData/name`` give it.
    ///
    /// - Throws: `VellumError` `.unreadableFile` (missing, not a file, beyond the limit), and
    ///   what ``decode(_:name:scale:)`` throws.
    package static func decode(contentsOf url: URL, name: String, scale: CGFloat = 1) throws -> ImageData {
        try decode(FileReader.read(url, limit: DecodingLimits.maximumFileBytes, what: name), name: name, scale: scale)
    }

    /// Decodes `data`.
    ///
    /// - Parameters:
    ///   - name: the file (or asset) named in errors and kept as ``ImageData/name``.
    ///   - scale: the asset's scale; the size in points is the size in pixels divided by it.
    /// - Throws: `VellumError` `.corruptFile` (empty, unrecognised, malformed or
    ///   truncated) or `.tooLarge` (beyond ``DecodingLimits``).
    package static func decode(_ data: Data, name: String, scale: CGFloat = 1) throws -> ImageData {
        guard data.count <= DecodingLimits.maximumFileBytes else {
            throw VellumError.tooLarge(
                name, "is \(data.count) bytes, beyond the limit of \(DecodingLimits.maximumFileBytes) bytes",
                fix: "Compress or scale the image down.")
        }
        let bytes = [UInt8](data)
        let scale = scale.isFinite && scale > 0 ? scale : 1
        switch try format(of: bytes, name: name) {
        case .png:
            let size = try PNGDecoder.pixelSize(of: bytes, name: name)
            return ImageData(bytes: data, format: .png, size: points(size, scale), scale: scale, name: name)
        case .jpeg:
            let size = try JPEGDecoder.pixelSize(of: bytes, name: name)
            return ImageData(bytes: data, format: .jpeg, size: points(size, scale), scale: scale, name: name)
        case .svg:
            let decoded = try SVGDecoder.decode(bytes, name: name)
            let size = CGSize(width: decoded.width / scale, height: decoded.height / scale)
            return ImageData(bytes: Data(decoded.svg.bytes), format: .svg, size: size, scale: scale, name: name)
        }
    }

    /// The format of `bytes`, judged by content.
    package static func format(of bytes: [UInt8], name: String) throws -> ImageData.Format {
        if bytes.isEmpty {
            throw VellumError.corruptFile(name, "is empty", fix: "Replace it with a PNG, JPEG or SVG file.")
        }
        if bytes.starts(with: PNGDecoder.signature.prefix(4)) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if looksLikeMarkup(bytes) { return .svg }
        let kind: String
        if bytes.starts(with: Array("%PDF".utf8)) {
            kind = "a PDF file, which Vellum does not render"
        } else if bytes.starts(with: Array("GIF8".utf8)) {
            kind = "a GIF file, which Vellum does not embed"
        } else if bytes.count >= 12, bytes[8 ..< 12].elementsEqual(Array("WEBP".utf8)) {
            kind = "a WebP file, which Vellum does not embed"
        } else if bytes.count >= 12, bytes[4 ..< 8].elementsEqual(Array("ftyp".utf8)) {
            kind = "a HEIF/HEIC file, which Vellum does not embed"
        } else {
            kind = "not a PNG, JPEG or SVG file"
        }
        throw VellumError.corruptFile(name, "is \(kind)", fix: "Convert it to PNG, JPEG or SVG.")
    }

    /// Whether the first non-blank character (after a UTF-8 byte-order mark) is `<`.
    private static func looksLikeMarkup(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }

    private static func points(_ pixels: (width: Int, height: Int), _ scale: CGFloat) -> CGSize {
        CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    }
}
