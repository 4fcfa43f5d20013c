import VellumCore
import VellumGeometry

/// Reads the pixel size of a PNG file and checks that it is whole.
///
/// It validates the signature, that the first chunk is a well-formed `IHDR` with a
/// correct CRC, that every chunk lies inside the file with a correct CRC, and that the
/// file has image data and ends with `IEND`. It does not inflate the pixels.
package enum PNGDecoder {
    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The pixel width and height of the PNG in `bytes`.
    ///
    /// - Parameter name: the file, named in errors.
    /// - Throws: `VellumError` `.corruptFile` for anything malformed or truncated,
    ///   `.tooLarge` for a side beyond ``DecodingLimits/maximumSide``.
    package static func pixelSize(of bytes: [UInt8], name: String) throws -> (width: Int, height: Int) {
        let reader = ByteReader(bytes)
        func corrupt(_ problem: String) -> VellumError {
            .corruptFile(name, "is not a valid PNG file: \(problem)",
                         fix: "Re-export the image as PNG or JPEG.")
        }
        guard reader.matches(signature, at: 0) else { throw corrupt("the PNG signature is missing") }
        guard let ihdrLength = reader.uint32(at: 8), reader.matches(Array("IHDR".utf8), at: 12) else {
            throw corrupt("the IHDR header chunk is missing or truncated")
        }
        guard ihdrLength == 13, let width = reader.uint32(at: 16), let height = reader.uint32(at: 20),
              let depth = reader.uint8(at: 24), let colorType = reader.uint8(at: 25),
              let compression = reader.uint8(at: 26), let filter = reader.uint8(at: 27),
              let interlace = reader.uint8(at: 28)
        else { throw corrupt("the IHDR header chunk is malformed or truncated") }
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw corrupt("its size is \(width) x \(height) pixels")
        }
        guard validDepths(colorType: colorType).contains(depth), compression == 0, filter == 0, interlace <= 1 else {
            throw corrupt("the IHDR header has an invalid colour type, bit depth or method")
        }
        if width > DecodingLimits.maximumSide || height > DecodingLimits.maximumSide {
            throw VellumError.tooLarge(
                name, "is \(width) x \(height) pixels, beyond the limit of \(DecodingLimits.maximumSide) pixels a side",
                fix: "Scale the image down before adding it to the catalog.")
        }
        try checkChunks(reader, corrupt: corrupt)
        return (Int(width), Int(height))
    }

    /// The bit depths the PNG specification allows for a colour type (empty if the type is invalid).
    private static func validDepths(colorType: UInt8) -> Set<UInt8> {
        switch colorType {
        case 0: return [1, 2, 4, 8, 16]
        case 3: return [1, 2, 4, 8]
        case 2, 4, 6: return [8, 16]
        default: return []
        }
    }

    /// Walks every chunk: each must fit in the file and carry a correct CRC; the
    /// file needs an `IDAT` and must end with `IEND`.
    private static func checkChunks(_ reader: ByteReader, corrupt: (String) -> VellumError) throws {
        var offset = signature.count
        var sawData = false
        while true {
            guard let length32 = reader.uint32(at: offset), length32 <= 0x7FFF_FFFF else {
                throw corrupt("the file is truncated (no IEND chunk)")
            }
            let length = Int(length32)
            guard let typeAndData = reader.slice(offset + 4, length: 4 + length),
                  let storedCRC = reader.uint32(at: offset + 8 + length)
            else { throw corrupt("the file is truncated inside a chunk at byte \(offset)") }
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            guard CRC32.checksum(typeAndData) == storedCRC else {
                throw corrupt("the \(type.debugDescription) chunk at byte \(offset) fails its CRC check")
            }
            if type == "IDAT" { sawData = true }
            if type == "IEND" {
                guard sawData else { throw corrupt("it has no image data (IDAT)") }
                return
            }
            offset += 12 + length
        }
    }
}
