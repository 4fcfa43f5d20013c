import VellumCore

/// The entries of a custom accessibility rotor: `AccessibilityRotorEntry`s,
/// a `ForEach` of them, or a type of your own whose `body` composes them.
///
/// ```swift
/// .accessibilityRotor("Vegan Options") {
///     ForEach(veganItems) { item in
///         AccessibilityRotorEntry(Text(item.name), id: item.id, in: menu)
///     }
/// }
/// ```
public protocol AccessibilityRotorContent {
    /// The type of content representing the body of this content.
    associatedtype Body: AccessibilityRotorContent
    /// The composition of this content.
    @AccessibilityRotorContentBuilder var body: Self.Body { get }
}

extension Never: AccessibilityRotorContent {}
