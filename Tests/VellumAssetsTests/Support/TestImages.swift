import Foundation
import VellumAssets

/// Builders for small, structurally valid image files (the decoders read
/// structure and size, never pixels, so the pixel data can be anything).
enum TestImages {
    /// A PNG of `width` x `height` pixels with correct chunk CRCs.
    static func png(width: UInt32, height: UInt32, colorType: UInt8 = 2, depth: UInt8 = 8) -> [UInt8] {
        var bytes = PNGDecoder.signature
        var header: [UInt8] = []
        header += bigEndian(width) + bigEndian(height)
        header += [depth, colorType, 0, 0, 0]
        bytes += chunk("IHDR", header)
        bytes += chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])
        bytes += chunk("IEND", [])
        return bytes
    }

    /// One PNG chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(CRC32.checksum(typeAndData))
    }

    /// A JPEG of `width` x `height` pixels (frame marker `sof`), with an EXIF
    /// orientation when given, a scan with stuffed bytes and a restart marker, and EOI.
    static func jpeg(width: UInt16, height: UInt16, orientation: UInt16? = nil, sof: UInt8 = 0xC0,
                     littleEndianEXIF: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        if let orientation {
            bytes += segment(0xE1, exif(orientation: orientation, littleEndian: littleEndianEXIF))
        }
        bytes += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        bytes += segment(sof, [8] + bigEndian16(height) + bigEndian16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
        bytes += segment(0xC4, [0x00] + [UInt8](repeating: 0, count: 16))
        bytes += segment(0xDA, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 0x3F, 0])
        bytes += [0x12, 0x34, 0xFF, 0x00, 0x56, 0xFF, 0xD0, 0x78, 0x9A]
        bytes += [0xFF, 0xD9]
        return bytes
    }

    /// A marker segment: `FF marker`, length, payload.
    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian16(UInt16(payload.count + 2)) + payload
    }

    /// An EXIF APP1 payload with one IFD0 entry: the orientation.
    static func exif(orientation: UInt16, littleEndian: Bool) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { littleEndian ? Array(bigEndian16(v).reversed()) : bigEndian16(v) }
        func u32(_ v: UInt32) -> [UInt8] { littleEndian ? Array(bigEndian(v).reversed()) : bigEndian(v) }
        var tiff: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
        tiff += u16(42) + u32(8)
        tiff += u16(1)                                         // one entry
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
        tiff += u32(0)                                         // no next IFD
        return Array("Exif".utf8) + [0, 0] + tiff
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian16(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}
