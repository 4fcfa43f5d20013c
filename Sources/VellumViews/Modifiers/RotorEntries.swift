import VellumCore

/// Reading rotor content: its entries, and the identity an entry finds its element by.
package enum RotorEntries {
    /// The entries of `content`, in order; custom content is read through its `body`.
    package static func of(_ content: any AccessibilityRotorContent, in environment: EnvironmentValues) -> [AccessibilityRotorInfo.Entry] {
        if let primitive = content as? any PrimitiveRotorContent { return primitive.rotorEntries(in: environment) }
        return opened(content, environment)
    }

    private static func opened<C: AccessibilityRotorContent>(_ content: C, _ environment: EnvironmentValues) -> [AccessibilityRotorInfo.Entry] {
        of(EnvironmentValues.$current.withValue(environment) { content.body }, in: environment)
    }

    /// The identity an entry and `accessibilityRotorEntry(id:in:)` share: the namespace and the identifier.
    static func key<ID: Hashable>(_ id: ID, in namespace: Namespace.ID) -> String {
        "\(namespace.value)/\(ID.self)/\(AnyHashable(id))"
    }
}
