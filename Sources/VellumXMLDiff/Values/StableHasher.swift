/// A 64-bit FNV-1a hasher whose output is the same in every process.
///
/// Swift's `Hasher` is seeded per process; alignment decisions must not depend on
/// that seed, so tree signatures use this instead.
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
        var word = word
        for _ in 0..<8 {
            combine(byte: UInt8(truncatingIfNeeded: word))
            word >>= 8
        }
    }

    mutating func combine(_ text: String) {
        for byte in text.utf8 {
            combine(byte: byte)
        }
        combine(byte: 0xff)
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
