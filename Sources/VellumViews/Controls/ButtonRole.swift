/// A value that describes the purpose of a button.
///
/// ```swift
/// Button("Delete", role: .destructive) {}
/// ```
public struct ButtonRole: Hashable, Sendable {
    let destructive: Bool
    let name: String
    /// A role that indicates a destructive action (drawn in red).
    public static let destructive = ButtonRole(destructive: true, name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(destructive: false, name: "cancel")
}
