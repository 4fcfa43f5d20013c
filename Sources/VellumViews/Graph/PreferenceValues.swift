/// The preference values a subtree produces, by key, each reduced over the
/// subtree's views in order with its key's `reduce`.
package struct PreferenceValues {
    private struct Entry {
        var value: Any
        let reduce: (inout Any, Any) -> Void
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Whether no view of the subtree set a value.
    var isEmpty: Bool { entries.isEmpty }

    /// The value of `K`, if some view set one.
    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        entries[ObjectIdentifier(K.self)]?.value as? K.Value
    }

    /// Makes `value` the value of `K`.
    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        entries[ObjectIdentifier(K.self)] = Entry(value: value) { current, next in
            var reduced = current as! K.Value
            K.reduce(value: &reduced) { next as! K.Value }
            current = reduced
        }
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
