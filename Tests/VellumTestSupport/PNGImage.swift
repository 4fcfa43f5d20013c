import Foundation

/// A PNG read into 8-bit RGBA pixels, for tests that look at what a renderer drew.
/// Reads the colour types the renderers write (grey, RGB, palette, grey with
/// alpha, RGBA) at 8 bits, and 16 bits by their high bytes; not interlaced.
package struct PNGImage: Sendable {
    /// A file that is not a PNG this reader understands.
    package struct Failure: Error, CustomStringConvertible {
        /// What is wrong with the file.
        package let description: String
    }

    /// Pixels across and down.
    package let width: Int, height: Int
    /// Red, green, blue and alpha of each pixel, row by row from the top left.
    package let rgba: [UInt8]

    /// Reads the PNG at `url`.
    package init(contentsOf url: URL) throws {
        try self.init(bytes: [UInt8](try Data(contentsOf: url)))
    }

    /// Reads a PNG's bytes.
    package init(bytes: [UInt8]) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.starts(with: signature) else { throw Failure(description: "not a PNG") }
        func integer(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var position = 8, header: [UInt8] = [], palette: [UInt8] = [], transparency: [UInt8] = [], data: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = integer(position), type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            guard position + 12 + length <= bytes.count else { throw Failure(description: "the \(type) chunk runs past the end") }
            let body = bytes[position + 8..<position + 8 + length]
            switch type {
            case "IHDR": header = Array(body)
            case "PLTE": palette = Array(body)
            case "tRNS": transparency = Array(body)
            case "IDAT": data += body
            default: break
            }
            position += 12 + length
            if type == "IEND" { break }
        }
        guard header.count == 13 else { throw Failure(description: "no IHDR chunk") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let depth = Int(header[8]), colorType = header[9]
        guard header[12] == 0 else { throw Failure(description: "interlaced PNGs are not read") }
        guard depth == 8 || depth == 16 else { throw Failure(description: "a bit depth of \(depth) is not read") }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw Failure(description: "colour type \(colorType) is not valid")
        }
        let pixelBytes = channels * depth / 8, stride = width * pixelBytes
        let raw = try Self.unfilter(try Inflater.inflate(zlib: data), width: width, height: height,
                                    stride: stride, pixelBytes: pixelBytes)
        if colorType == 6 && depth == 8 {
            rgba = raw
            return
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<width * height {
            var sample = [UInt8](repeating: 0, count: channels)
            for channel in 0..<channels { sample[channel] = raw[index * pixelBytes + channel * depth / 8] }
            let pixel: [UInt8]
            switch colorType {
            case 0: pixel = [sample[0], sample[0], sample[0], 255]
            case 2: pixel = sample + [255]
            case 3:
                let entry = Int(sample[0])
                guard entry * 3 + 2 < palette.count else { throw Failure(description: "a palette index out of range") }
                pixel = Array(palette[entry * 3..<entry * 3 + 3]) + [entry < transparency.count ? transparency[entry] : 255]
            case 4: pixel = [sample[0], sample[0], sample[0], sample[1]]
            default: pixel = sample
            }
            rgba.replaceSubrange(index * 4..<index * 4 + 4, with: pixel)
        }
        self.rgba = rgba
    }

    /// The red, green, blue and alpha of the pixel at (x, y), from 0 to 255.
    package func pixel(_ x: Int, _ y: Int) throws -> [Int] {
        guard (0..<width).contains(x), (0..<height).contains(y) else {
            throw Failure(description: "(\(x), \(y)) is outside the \(width)×\(height) picture")
        }
        return rgba[(y * width + x) * 4..<(y * width + x) * 4 + 4].map(Int.init)
    }

    /// Undoes the filters of each scanline (PNG's None, Sub, Up, Average and Paeth).
    private static func unfilter(_ data: [UInt8], width: Int, height: Int, stride: Int, pixelBytes: Int) throws -> [UInt8] {
        guard data.count >= height * (stride + 1) else { throw Failure(description: "the image data is short") }
        var out = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = data[row * (stride + 1)], input = row * (stride + 1) + 1, base = row * stride
            for column in 0..<stride {
                let x = Int(data[input + column])
                let left = column >= pixelBytes ? Int(out[base + column - pixelBytes]) : 0
                let up = row > 0 ? Int(out[base - stride + column]) : 0
                let upLeft = row > 0 && column >= pixelBytes ? Int(out[base - stride + column - pixelBytes]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let toLeft = abs(estimate - left), toUp = abs(estimate - up), toUpLeft = abs(estimate - upLeft)
                    predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : (toUp <= toUpLeft ? up : upLeft)
                default: throw Failure(description: "filter type \(filter) is not valid")
                }
                out[base + column] = UInt8((x + predicted) & 0xFF)
            }
        }
        return out
    }
}
