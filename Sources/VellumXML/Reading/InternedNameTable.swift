/// Per-parse memo of what a libxml2 name means, looked up by the name's pointers.
///
/// libxml2 hands element and attribute names (local name, prefix, namespace URI)
/// to SAX callbacks as pointers into its parser dictionary, so the same name
/// arrives as the same pointers for the whole parse (the dictionary's strings are
/// never freed or reused before the parser is), so equal pointers are equal names
/// and nothing needs to be compared but the pointers. This open-addressing table
/// maps those pointer triples to a value computed once per distinct name, which
/// is cheaper than hashing through `Dictionary` for every element and attribute.
struct InternedNameTable<Value> {
    struct Key: Equatable {
        var local: UnsafeRawPointer?
        var prefix: UnsafeRawPointer?
        var uri: UnsafeRawPointer?

        fileprivate var bucket: Int {
            func bits(_ pointer: UnsafeRawPointer?) -> UInt { UInt(bitPattern: pointer) }
            let mixed = (bits(local) ^ bits(prefix) &* 31 ^ bits(uri) &* 131) &* 0x9e37_79b9_7f4a_7c15
            return Int(truncatingIfNeeded: mixed >> 32)
        }
    }

    private struct Slot {
        var key: Key
        var value: Value
    }

    private var slots: [Slot?] = Array(repeating: nil, count: 64)
    private var count = 0

    /// The value stored for `key`, if any.
    func value(for key: Key) -> Value? {
        let mask = slots.count - 1
        var index = key.bucket & mask
        while let slot = slots[index] {
            if slot.key == key { return slot.value }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Stores `value` for `key` (replacing an earlier value).
    mutating func insert(_ value: Value, for key: Key) {
        if (count + 1) * 2 > slots.count {
            grow()
        }
        let mask = slots.count - 1
        var index = key.bucket & mask
        while let slot = slots[index] {
            if slot.key == key {
                slots[index] = Slot(key: key, value: value)
                return
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(key: key, value: value)
        count += 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        count = 0
        for case let slot? in old {
            insert(slot.value, for: slot.key)
        }
    }
}
