import VellumCore
import VellumGeometry

/// Reads the displayed size of a JPEG file and checks that it is whole.
///
/// It walks the marker segments from `SOI` to `EOI`, taking the size from the
/// first start-of-frame segment (baseline, extended, progressive or lossless),
/// skipping the entropy-coded data after each scan, and reading the EXIF
/// orientation so that rotated photos (orientations 5–8) report their width and
/// height swapped, as they are displayed.
package enum JPEGDecoder {
    /// The displayed pixel width and height of the JPEG in `bytes`.
    ///
    /// - Parameter name: the file, named in errors.
    /// - Throws: `VellumError` `.corruptFile` for anything malformed or truncated,
    ///   `.tooLarge` for a side beyond ``DecodingLimits/maximumSide``.
    package static func pixelSize(of bytes: [UInt8], name: String) throws -> (width: Int, height: Int) {
        let reader = ByteReader(bytes)
        func corrupt(_ problem: String) -> VellumError {
            .corruptFile(name, "is not a valid JPEG file: \(problem)",
                         fix: "Re-export the image as JPEG or PNG.")
        }
        guard reader.matches([0xFF, 0xD8], at: 0) else { throw corrupt("the start-of-image marker is missing") }
        var offset = 2
        var size: (width: Int, height: Int)?
        var orientation = 1
        while true {
            guard reader.uint8(at: offset) == 0xFF else {
                throw reader.contains(offset, length: 1)
                    ? corrupt("expected a marker at byte \(offset)")
                    : corrupt("the file is truncated (no end-of-image marker)")
            }
            while reader.uint8(at: offset) == 0xFF { offset += 1 }
            guard let marker = reader.uint8(at: offset) else {
                throw corrupt("the file is truncated (no end-of-image marker)")
            }
            offset += 1
            if marker == 0xD9 {
                guard let size else { throw corrupt("it has no frame header (SOF)") }
                return orientation >= 5 ? (size.height, size.width) : size
            }
            if marker == 0x01 || (0xD0 ... 0xD7).contains(marker) { continue }
            if marker == 0xD8 || marker == 0x00 { throw corrupt("unexpected marker 0x\(hex(marker)) at byte \(offset - 1)") }
            guard let length16 = reader.uint16(at: offset), length16 >= 2,
                  let segment = reader.slice(offset + 2, length: Int(length16) - 2)
            else { throw corrupt("the file is truncated inside a 0x\(hex(marker)) segment") }
            if isStartOfFrame(marker), size == nil {
                size = try frameSize(Array(segment), name: name, corrupt: corrupt)
            }
            if marker == 0xE1 { orientation = EXIFOrientation.value(inAPP1: Array(segment)) ?? orientation }
            offset += Int(length16)
            if marker == 0xDA {
                guard size != nil else { throw corrupt("a scan comes before the frame header") }
                guard let next = nextMarker(in: reader.bytes, from: offset) else {
                    throw corrupt("the file is truncated inside the image data")
                }
                offset = next
            }
        }
    }

    /// Whether `marker` is a start-of-frame marker (SOF0–SOF15, except DHT, JPG and DAC).
    private static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0 ... 0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    /// Width and height from a start-of-frame segment's payload.
    private static func frameSize(
        _ payload: [UInt8], name: String, corrupt: (String) -> VellumError
    ) throws -> (width: Int, height: Int) {
        let reader = ByteReader(payload)
        guard let height = reader.uint16(at: 1), let width = reader.uint16(at: 3) else {
            throw corrupt("the frame header is truncated")
        }
        guard width > 0, height > 0 else {
            throw corrupt("the frame header gives a size of \(width) x \(height) pixels")
        }
        if Int(width) > DecodingLimits.maximumSide || Int(height) > DecodingLimits.maximumSide {
            throw VellumError.tooLarge(
                name, "is \(width) x \(height) pixels, beyond the limit of \(DecodingLimits.maximumSide) pixels a side",
                fix: "Scale the image down before adding it to the catalog.")
        }
        return (Int(width), Int(height))
    }

    /// The offset of the next marker after entropy-coded data starting at `start`,
    /// skipping stuffed bytes (`FF 00`) and restart markers; `nil` if the data runs out.
    private static func nextMarker(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            guard let found = bytes[index...].firstIndex(of: 0xFF) else { return nil }
            guard found + 1 < bytes.count else { return nil }
            let next = bytes[found + 1]
            if next == 0x00 || (0xD0 ... 0xD7).contains(next) {
                index = found + 2
            } else if next == 0xFF {
                index = found + 1
            } else {
                return found
            }
        }
        return nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
