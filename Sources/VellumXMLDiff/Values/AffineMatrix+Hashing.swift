import VellumXML

extension AffineMatrix {
    /// Combines the six entries, quantised, into `hasher`.
    func hash(into hasher: inout StableHasher, quantum: Double) {
        hasher.combine(number: a, quantum: quantum)
        hasher.combine(number: b, quantum: quantum)
        hasher.combine(number: c, quantum: quantum)
        hasher.combine(number: d, quantum: quantum)
        hasher.combine(number: e, quantum: quantum)
        hasher.combine(number: f, quantum: quantum)
    }
}
