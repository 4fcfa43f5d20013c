import Foundation
import VellumCore

/// An entry of a custom accessibility rotor, as in SwiftUI: the element it
/// moves to, found by the identifier it was given with
/// `accessibilityRotorEntry(id:in:)` in the same namespace. The
/// accessibility hierarchy lists the entry by that element's label, as
/// VoiceOver reads it; by `label` when no element on the picture has the identifier.
public struct AccessibilityRotorEntry<ID: Hashable>: PrimitiveRotorContent {
    let label: Text
    let target: String

    /// An entry labelled `label` that moves to the element `id` names in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.label = label
        target = RotorEntries.key(id, in: namespace)
    }
    /// An entry labelled by the string `labelKey` names.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }
    /// An entry labelled `label`, verbatim.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping () -> Void = {}) {
        self.init(Text(verbatim: String(label)), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    package func rotorEntries(in environment: EnvironmentValues) -> [AccessibilityRotorInfo.Entry] {
        [AccessibilityRotorInfo.Entry(label: label.plainText(in: environment), target: target)]
    }
}
