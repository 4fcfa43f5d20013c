/// A failure message, as an error value.
struct SnapshotMessage: Error, Sendable, Equatable, CustomStringConvertible {
    var text: String
    init(_ text: String) { self.text = text }
    var description: String { text }
}
