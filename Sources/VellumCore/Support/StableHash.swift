/// FNV-1a, 64 bits: a hash that is the same on every machine and in every run.
///
/// Swift's `Hasher` is seeded per process, so anything that must agree across
/// runs (which shard draws a preview, the identity of the bundled fonts) uses
/// this instead.
///
/// ```swift
/// var hash = StableHash()
/// hash.combine("MyApp/Card.swift")
/// let shardIndex = hash.value % 8
/// ```
package struct StableHash: Sendable, Equatable {
    /// The hash so far (FNV-1a's offset basis before anything is combined).
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty hash.
    package init() {}

    /// Folds in one byte.
    package mutating func combine(byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }

    /// Folds in `text`'s UTF-8 bytes, then a `0xff` separator (a byte UTF-8 never uses),
    /// so `("ab", "c")` and `("a", "bc")` hash differently.
    package mutating func combine(_ text: String) {
        for byte in text.utf8 { combine(byte: byte) }
        combine(byte: 0xff)
    }

    /// Folds in `number`'s eight bytes, least significant first.
    package mutating func combine(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { combine(byte: UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    /// The hash of one string.
    package static func of(_ text: String) -> UInt64 {
        var hash = StableHash()
        hash.combine(text)
        return hash.value
    }
}
