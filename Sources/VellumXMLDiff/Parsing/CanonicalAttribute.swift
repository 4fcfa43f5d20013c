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

    init(name: String, raw: String, value: CanonicalValue, hash: UInt64) {
        self.name = name
        self.raw = raw
        self.value = value
        self.hash = hash
        self.isReference = value.containsReference
    }
}
