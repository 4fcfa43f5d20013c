import VellumCore

/// Several pieces of rotor content, in order: what a builder block produces.
struct RotorContentList: PrimitiveRotorContent {
    let parts: [any AccessibilityRotorContent]
    func rotorEntries(in environment: EnvironmentValues) -> [AccessibilityRotorInfo.Entry] {
        parts.flatMap { RotorEntries.of($0, in: environment) }
    }
}
