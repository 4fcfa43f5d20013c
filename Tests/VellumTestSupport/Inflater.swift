/// DEFLATE decompression (RFC 1951) of a zlib stream (RFC 1950), enough to read
/// the PNGs the renderers write: stored, fixed and dynamic Huffman blocks.
/// Slow but small; the pictures the tests read are a few hundred kilobytes.
package struct Inflater {
    /// A stream that is not valid DEFLATE.
    package struct Failure: Error, CustomStringConvertible {
        /// What is wrong with the stream.
        package let description: String
    }

    /// A canonical Huffman code: how many codes have each length, and the symbols in code order.
    private struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                     67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// The bytes a zlib stream holds.
    package static func inflate(zlib bytes: [UInt8]) throws -> [UInt8] {
        guard bytes.count >= 2, bytes[0] & 0x0F == 8, (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0 else {
            throw Failure(description: "not a zlib stream")
        }
        var inflater = Inflater(input: Array(bytes.dropFirst(2)))
        try inflater.run()
        return inflater.output
    }

    private init(input: [UInt8]) { self.input = input }

    private mutating func run() throws {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try block(literals: Self.fixedLiterals, distances: Self.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicCodes()
                try block(literals: literals, distances: distances)
            default: throw Failure(description: "a block of the reserved type 3")
            }
        }
    }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw Failure(description: "the stream ends early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Failure(description: "the stream ends early") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw Failure(description: "a stored block runs past the end") }
        output += input[position..<position + length]
        position += length
    }

    private mutating func decode(_ code: Code) throws -> Int {
        var value = 0, first = 0, index = 0
        for length in 1..<16 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - first < count { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw Failure(description: "a code that is not in the table")
    }

    private mutating func block(literals: Code, distances: Code) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < Self.lengthBase.count else { throw Failure(description: "a length code out of range") }
            let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
            let distanceCode = try decode(distances)
            guard distanceCode < Self.distanceBase.count else { throw Failure(description: "a distance code out of range") }
            let distance = Self.distanceBase[distanceCode] + (try bits(Self.distanceExtra[distanceCode]))
            guard distance <= output.count else { throw Failure(description: "a distance before the start") }
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }

    private mutating func dynamicCodes() throws -> (Code, Code) {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, lengthCount = try bits(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<lengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
        let lengthCode = Code(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "a repeat with nothing before it") }
                lengths += repeatElement(previous, count: 3 + (try bits(2)))
            case 17: lengths += repeatElement(0, count: 3 + (try bits(3)))
            default: lengths += repeatElement(0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "code lengths run over") }
        return (Code(lengths: Array(lengths[..<literalCount])), Code(lengths: Array(lengths[literalCount...])))
    }

    private static let fixedLiterals = Code(lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                                            + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
    private static let fixedDistances = Code(lengths: [Int](repeating: 5, count: 30))
}
