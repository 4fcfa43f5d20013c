/// One node's answers per proposal: the first inline, any others in a
/// dictionary. Most views are asked about one proposal only (a rigid view's
/// answers all share one key), so most caches never allocate.
struct ProposalCache<Value> {
    private var firstKey = ProposalKey.none
    private var firstValue: Value?
    private var others: [ProposalKey: Value] = [:]

    /// The answer for `key`, if cached.
    subscript(key: ProposalKey) -> Value? {
        get {
            if firstKey == key { return firstValue }
            return others.isEmpty ? nil : others[key]
        }
        set {
            if firstKey == .none || firstKey == key { firstKey = key; firstValue = newValue } else { others[key] = newValue }
        }
    }
}
