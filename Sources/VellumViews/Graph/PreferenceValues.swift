/// The preference values a subtree produces, by key, each reduced over the
/// subtree's views in order with its key's `reduce`.
package struct PreferenceValues {
    private struct Entry {
        var value: Any
        let reduce: (inout Any, Any) -> Void
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// No values.
    package init() {}

    /// Whether no view of the subtree set a value.
    var isEmpty: Bool { entries.isEmpty }

    /// The value of `K`, if some view set one.
    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        entries[ObjectIdentifier(K.self)]?.value as? K.Value
    }

    /// The value of `K`: the one views set, or the key's default.
    package subscript<K: PreferenceKey>(key: K.Type) -> K.Value {
        value(K.self) ?? K.defaultValue
    }

    /// Makes `value` the value of `K`.
    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        entries[ObjectIdentifier(K.self)] = Entry(value: value) { current, next in
            var reduced = current as! K.Value
            K.reduce(value: &reduced) { next as! K.Value }
            current = reduced
        }
    }

    /// Forgets the values of `keys`.
    mutating func remove(_ keys: Set<ObjectIdentifier>) {
        for key in keys { entries[key] = nil }
    }

    /// Adds a later sibling's values: each key's value is reduced with the
    /// sibling's, or taken from it where this has none.
    mutating func append(_ later: PreferenceValues) {
        for (key, entry) in later.entries {
            if var current = entries[key] {
                current.reduce(&current.value, entry.value)
                entries[key] = current
            } else {
                entries[key] = entry
            }
        }
    }
}
