import Synchronization

/// What is known of each type, kept for the process: read on every level of
/// every tree lowered, written once per type.
///
/// An open-addressed table keyed by the type's metadata address, which is
/// unique and never moves: a lookup is a shift, a mask and a comparison or
/// two, where a `Dictionary` would first run its seeded hash over the key.
///
/// ```swift
/// static let names = TypeTable<String>()
/// let name = names.value(for: V.self) { String(describing: V.self) }
/// ```
final class TypeTable<Value: Sendable>: Sendable {
    private struct Slots: Sendable {
        /// Metadata addresses; 0 marks a free slot.
        var keys: [UInt] = Array(repeating: 0, count: 64)
        var values: [Value?] = Array(repeating: nil, count: 64)
        var count = 0
    }

    private let slots = Mutex(Slots())

    /// The value kept for `type`, made by `make` (outside the lock) the first time.
    func value(for type: Any.Type, _ make: () -> Value) -> Value {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        if let found = slots.withLock({ Self.find(key, in: $0) }) { return found }
        let made = make()
        slots.withLock { table in
            guard Self.find(key, in: table) == nil else { return }
            if (table.count + 1) * 2 > table.keys.count { Self.grow(&table) }
            Self.insert(key, made, into: &table)
        }
        return made
    }

    private static func start(_ key: UInt, _ capacity: Int) -> Int {
        // Metadata is aligned: the low bits say nothing; a multiply spreads the rest.
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 32) & (capacity - 1)
    }

    private static func find(_ key: UInt, in table: Slots) -> Value? {
        let mask = table.keys.count - 1
        var i = start(key, table.keys.count)
        while true {
            let k = table.keys[i]
            if k == key { return table.values[i] }
            if k == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    private static func insert(_ key: UInt, _ value: Value, into table: inout Slots) {
        let mask = table.keys.count - 1
        var i = start(key, table.keys.count)
        while table.keys[i] != 0 { i = (i + 1) & mask }
        table.keys[i] = key
        table.values[i] = value
        table.count += 1
    }

    private static func grow(_ table: inout Slots) {
        let old = table
        let capacity = old.keys.count * 2
        table = Slots(keys: Array(repeating: 0, count: capacity), values: Array(repeating: nil, count: capacity), count: 0)
        for i in old.keys.indices where old.keys[i] != 0 {
            insert(old.keys[i], old.values[i]!, into: &table)
        }
    }
}
