import VellumCore

/// Rotor content Vellum reads itself rather than through `body`.
package protocol PrimitiveRotorContent: AccessibilityRotorContent where Body == Never {
    /// The entries, in order, their texts read in `environment`.
    func rotorEntries(in environment: EnvironmentValues) -> [AccessibilityRotorInfo.Entry]
}

extension PrimitiveRotorContent {
    /// Primitive rotor content has no body; Vellum reads its entries.
    public var body: Never { preconditionFailure("\(Self.self) is read by Vellum, not through body: Never") }
}
