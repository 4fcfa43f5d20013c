import Foundation
import VellumLayout

/// The accessibility hierarchy as text: one element per line in VoiceOver's
/// order, numbered from 1, with its role, label, value, hint, identifier,
/// traits and frame (and its activation point where the view moved it, its
/// custom actions, custom content, `high` marking the important, and
/// rotors), numbers in the debug dump's format.
///
/// ```
/// 1 header "Settings" traits=header,staticText frame=(16, 96, 140, 41)
/// 2 toggle "Wi-Fi" value="on" traits=button,toggle frame=(16, 160, 361, 44)
/// 3 button "Sign out" traits=button frame=(16, 230, 361, 44)
/// 4 element "Headphones, $149" frame=(16, 290, 361, 36) actions=["Delete", "Reply"] content=["SKU: WH-1" high]
/// ```
///
/// Strings are quoted, with `"`, `\` and control characters escaped, so a
/// label can never break a line. The same picture gives the same text.
package enum AccessibilityTreeText {
    /// The text of `elements`, ending in a newline; empty when there are none.
    package static func text(_ elements: [AccessibilityElement]) -> String {
        elements.enumerated().map { i, e in line(e, number: i + 1) + "\n" }.joined()
    }

    /// One element's line.
    static func line(_ e: AccessibilityElement, number: Int) -> String {
        var parts = [String(number), e.role, quoted(e.label)]
        if let value = e.value { parts.append("value=" + quoted(value)) }
        if let hint = e.hint { parts.append("hint=" + quoted(hint)) }
        if let identifier = e.identifier { parts.append("id=" + quoted(identifier)) }
        let traits = e.traits.nameList
        if !traits.isEmpty { parts.append("traits=" + traits.joined(separator: ",")) }
        let f = e.frame
        let n = LayoutResult.format
        parts.append("frame=(\(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height)))")
        if let p = e.explicitActivationPoint { parts.append("activation=(\(n(p.x)), \(n(p.y)))") }
        if !e.actions.isEmpty { parts.append("actions=" + list(e.actions.map(quoted))) }
        if !e.customContent.isEmpty {
            parts.append("content=" + list(e.customContent.map { quoted($0.label + ": " + $0.value) + ($0.isHigh ? " high" : "") }))
        }
        for r in e.rotors { parts.append("rotor " + quoted(r.name) + "=" + list(r.entries.map { quoted($0.label) })) }
        return parts.joined(separator: " ")
    }

    /// `items` as a list: `["a", "b"]`.
    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// `s` as the debug dumps quote it (`LayoutResult.quoted`).
    static func quoted(_ s: String) -> String { LayoutResult.quoted(s) }
}
