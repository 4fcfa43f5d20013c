/// One attribute of a canonical element.
struct CanonicalAttribute: Sendable {
    /// The qualified name (`xlink:href` is folded into `href`).
    var name: String
    /// The value as written (after XML attribute-value normalisation).
    var raw: String
    /// The spelling-independent value.
    var value: CanonicalValue
    /// A stable hash of name and value, quantised by the tolerance; references hash as a marker.
    var hash: UInt64
    /// Whether the value refers to an element id (computed once, read by hashing).
    var isReference: Bool
    /// The name's first eight UTF-8 bytes, big-endian: orders most names without reading them.
    var nameKey: UInt64

    init(name: String, raw: String, value: CanonicalValue, hash: UInt64, nameKey: UInt64? = nil) {
        self.name = name
        self.raw = raw
        self.value = value
        self.hash = hash
        self.isReference = value.containsReference
        self.nameKey = nameKey ?? Self.key(of: name)
    }

    /// Whether this attribute's name sorts before `other`'s (UTF-8 byte order, the canonical attribute order).
    func precedes(_ other: CanonicalAttribute) -> Bool {
        if nameKey != other.nameKey { return nameKey < other.nameKey }
        return name.utf8.lexicographicallyPrecedes(other.name.utf8)
    }

    /// The first eight UTF-8 bytes of `name`, big-endian, zero-padded (so a prefix sorts first).
    static func key(of name: String) -> UInt64 {
        var key: UInt64 = 0
        var taken = 0
        for byte in name.utf8.prefix(8) {
            key = key << 8 | UInt64(byte)
            taken += 1
        }
        return taken == 8 ? key : key << (8 * UInt64(8 - taken))
    }
}
