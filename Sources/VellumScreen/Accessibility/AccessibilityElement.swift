import Foundation

/// One element as an assistive technology visits it: where it is on the
/// picture, what it says and what it is. The accessibility overlay
/// (`SVGRenderer.showsAccessibilityOverlay`) draws these, in reading order.
package struct AccessibilityElement: Equatable, Sendable {
    /// Its frame on the picture, in points: the laid-out frame of the view
    /// that is the element, moved by the transforms above it and cut to what
    /// is visible.
    package var frame: CGRect
    /// What it says: its `accessibilityLabel`, a combined element's children's
    /// labels and text joined with ", ", or a text's string; empty when it has none.
    package var label: String
    /// Its ARIA role (`heading`, `button`, `link`, `img`), or nil for text.
    package var role: String?

    /// An element.
    package init(frame: CGRect, label: String, role: String? = nil) { self.frame = frame; self.label = label; self.role = role }

    /// The overlay's tag: the label, then the role as VoiceOver speaks it ("Follow, button").
    var spoken: String {
        let name = label.isEmpty ? "no label" : label
        switch role {
        case nil: return name
        case "img"?: return name + ", image"
        case let role?: return name + ", " + role
        }
    }
}
