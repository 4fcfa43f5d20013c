/// What one snapshot assertion concluded.
enum SnapshotOutcome: Sendable, Equatable {
    /// The actual SVG matches the reference.
    case matched
    /// The assertion fails with this message (a mismatch, a newly recorded reference, an error).
    case failed(String)

    var message: String? {
        if case .failed(let message) = self { return message }
        return nil
    }
}
