/// A 64-bit hasher whose output is the same in every process.
///
/// Swift's `Hasher` is seeded per process; alignment decisions must not depend on
/// that seed, so tree signatures use this instead. Words are folded in whole
/// with SplitMix64's finaliser (a bijective mix with full avalanche), strings
/// eight UTF-8 bytes at a time, single bytes FNV-1a style.
struct StableHasher {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    init() {}

    init(seed: UInt64) {
        combine(seed)
    }

    mutating func combine(byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }

    mutating func combine(_ word: UInt64) {
        var z = value ^ word
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        value = z ^ (z >> 31)
    }

    /// Combines the string's UTF-8 bytes, packed eight to a word, then a `0xff` end marker
    /// (a byte UTF-8 never uses), so no two strings feed the same words.
    mutating func combine(_ text: String) {
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in text.utf8 {
            word |= UInt64(byte) << shift
            shift += 8
            if shift == 64 {
                combine(word)
                word = 0
                shift = 0
            }
        }
        combine(word | 0xff << shift)
    }

    /// Combines a number quantised to `quantum`, so values within tolerance usually collide.
    mutating func combine(number: Double, quantum: Double) {
        guard number.isFinite else {
            combine(number.isNaN ? 0x7ff8 : (number > 0 ? 0x7ff0 : 0xfff0))
            return
        }
        if quantum > 0 {
            let steps = (number / quantum).rounded()
            if abs(steps) < 9.0e18 {
                combine(UInt64(bitPattern: Int64(steps)))
                return
            }
        }
        combine((number == 0 ? 0 : number).bitPattern)
    }
}
