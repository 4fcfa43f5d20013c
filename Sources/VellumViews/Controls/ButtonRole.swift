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
    /// A role that indicates a button that closes a view (iOS 26): `Button(role: .close) {}`
    /// shows the system's close symbol, `xmark`.
    public static let close = ButtonRole(destructive: false, name: "close")
    /// A role that indicates a button that confirms an operation (iOS 26): `Button(role: .confirm) {}`
    /// shows the system's confirm symbol, `checkmark`.
    public static let confirm = ButtonRole(destructive: false, name: "confirm")

    /// The title and symbol iOS gives a button of this role made without a
    /// label (`Button(role:action:)`), nil for a role that has none.
    var systemLabel: (title: String, symbol: String)? {
        switch name {
        case "close": return ("Close", "xmark")
        case "confirm": return ("Confirm", "checkmark")
        case "cancel": return ("Cancel", "xmark")
        default: return nil
        }
    }
}
