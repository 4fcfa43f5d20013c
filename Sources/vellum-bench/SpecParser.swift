/// A small JSON reader for the tree files, working on the bytes: it builds
/// `StackSpec` values directly, so reading a 100k-leaf tree leaves no
/// Foundation object graph behind to inflate the process's peak memory.
/// It reads the subset `layout_tree.py` writes: objects, arrays, plain
/// strings (no escapes) and numbers.
struct SpecParser {
    private let bytes: [UInt8]
    private var i = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one tree node.
    mutating func node() throws -> StackSpec {
        var leaf: [Double]?
        var kind: String?
        var spacing = 8.0, padding = 0.0
        var children: [StackSpec] = []
        try expect(UInt8(ascii: "{"))
        while true {
            skipSpace()
            if peek() == UInt8(ascii: "}") { i += 1; break }
            let key = try string()
            try expect(UInt8(ascii: ":"))
            switch key {
            case "leaf": leaf = try numbers()
            case "stack": kind = try string()
            case "spacing": spacing = try number()
            case "padding": padding = try number()
            case "children":
                try expect(UInt8(ascii: "["))
                while true {
                    skipSpace()
                    if peek() == UInt8(ascii: "]") { i += 1; break }
                    children.append(try node())
                    skipSpace()
                    if peek() == UInt8(ascii: ",") { i += 1 }
                }
            default: throw BenchError("unexpected key \(key) at byte \(i)")
            }
            skipSpace()
            if peek() == UInt8(ascii: ",") { i += 1 }
        }
        if let leaf, leaf.count == 2 { return .leaf(width: leaf[0], height: leaf[1]) }
        guard let kind else { throw BenchError("tree node without \"leaf\" or \"stack\" near byte \(i)") }
        return .stack(horizontal: kind == "h", spacing: spacing, padding: padding, children: children)
    }

    private func peek() -> UInt8? { i < bytes.count ? bytes[i] : nil }

    private mutating func skipSpace() {
        while let b = peek(), b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { i += 1 }
    }

    private mutating func expect(_ b: UInt8) throws {
        skipSpace()
        guard peek() == b else { throw BenchError("expected '\(Character(Unicode.Scalar(b)))' at byte \(i)") }
        i += 1
    }

    private mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = i
        while let b = peek(), b != UInt8(ascii: "\"") { i += 1 }
        guard peek() != nil else { throw BenchError("unterminated string") }
        defer { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    private mutating func number() throws -> Double {
        skipSpace()
        let start = i
        while let b = peek(), (b >= 0x30 && b <= 0x39) || b == 0x2E || b == 0x2D || b == 0x2B || b == 0x65 || b == 0x45 { i += 1 }
        guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw BenchError("bad number at byte \(start)") }
        return v
    }

    private mutating func numbers() throws -> [Double] {
        try expect(UInt8(ascii: "["))
        var out: [Double] = []
        while true {
            skipSpace()
            if peek() == UInt8(ascii: "]") { i += 1; return out }
            out.append(try number())
            skipSpace()
            if peek() == UInt8(ascii: ",") { i += 1 }
        }
    }
}
