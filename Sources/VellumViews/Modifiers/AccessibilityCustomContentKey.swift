/// The key of a piece of custom accessibility content, as in SwiftUI: its
/// label, and the identifier that tells pieces apart (a later piece with the
/// same identifier replaces an earlier one).
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    let label: Text
    let id: String

    /// A key labelled `label`, told apart by `id`.
    public init(_ label: Text, id: String) { self.label = label; self.id = id }
    /// A key labelled by the string `labelKey` names, told apart by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) { self.init(Text(labelKey), id: id) }
    /// A key labelled by the string `labelKey` names, told apart by the key itself.
    public init(_ labelKey: LocalizedStringKey) { self.init(Text(labelKey), id: labelKey.key) }

    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
}
