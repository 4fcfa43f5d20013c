import VellumGeometry

/// Reads the orientation tag (0x0112) from a JPEG's EXIF (`APP1`) segment.
///
/// EXIF is metadata: anything malformed yields `nil` (treated as "upright") rather
/// than an error.
package enum EXIFOrientation {
    /// The orientation, 1–8, from an `APP1` segment payload (after the length), or `nil`.
    package static func value(inAPP1 payload: [UInt8]) -> Int? {
        let reader = ByteReader(payload)
        guard reader.matches(Array("Exif".utf8) + [0, 0], at: 0) else { return nil }
        let tiff = 6
        let littleEndian: Bool
        if reader.matches([0x49, 0x49], at: tiff) {
            littleEndian = true
        } else if reader.matches([0x4D, 0x4D], at: tiff) {
            littleEndian = false
        } else {
            return nil
        }
        guard reader.uint16(at: tiff + 2, littleEndian: littleEndian) == 42,
              let ifdOffset = reader.uint32(at: tiff + 4, littleEndian: littleEndian)
        else { return nil }
        let ifd = tiff + Int(ifdOffset)
        guard let entryCount = reader.uint16(at: ifd, littleEndian: littleEndian) else { return nil }
        for index in 0 ..< Int(entryCount) {
            let entry = ifd + 2 + index * 12
            guard let tag = reader.uint16(at: entry, littleEndian: littleEndian),
                  let type = reader.uint16(at: entry + 2, littleEndian: littleEndian)
            else { return nil }
            guard tag == 0x0112 else { continue }
            let value: Int?
            switch type {
            case 3: value = reader.uint16(at: entry + 8, littleEndian: littleEndian).map(Int.init)
            case 4: value = reader.uint32(at: entry + 8, littleEndian: littleEndian).map(Int.init)
            default: value = nil
            }
            guard let value, (1 ... 8).contains(value) else { return nil }
            return value
        }
        return nil
    }
}
