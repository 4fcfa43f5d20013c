/// A custom rotor on an element (`accessibilityRotor`): its name and its
/// entries, each an element found by its `accessibilityRotorEntry` identity
/// or a text of its own.
package struct AccessibilityRotorInfo: Equatable, Sendable {
    /// One entry: the text it was given and the identity of the element it
    /// moves to (`AccessibilityRotorEntry(_:id:in:)`), when it names one.
    package struct Entry: Equatable, Sendable {
        package var label: String
        package var target: String?
        package init(label: String, target: String?) { self.label = label; self.target = target }
    }
    /// The rotor's name ("Vegan Options").
    package var name: String
    /// Its entries, in order.
    package var entries: [Entry]

    package init(name: String, entries: [Entry]) { self.name = name; self.entries = entries }
}
