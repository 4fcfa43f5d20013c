import Foundation
import VellumGeometry
/// What assistive technologies learn of a view and its subtree: written into
/// the SVG as ARIA (`role`, `aria-label`, `aria-level`, `aria-hidden`,
/// `<title>`) and read by the accessibility hierarchy (VellumScreen's
/// `AccessibilityHierarchy`) with everything else VoiceOver would speak.
package struct AccessibilityInfo: Equatable, Sendable {
    /// How the element treats the elements inside it.
    package enum Children: Equatable, Sendable {
        /// One element whose label is its own (`.ignore`) or its children's (`.combine`).
        case single
        /// A container of the elements inside it (`.contain`).
        case contain
    }

    /// The spoken label, if given or combined from the children.
    package var label: String?
    /// The element's value (`accessibilityValue`, a toggle's state, a slider's percentage).
    package var value: String?
    /// What activating the element does (`accessibilityHint`).
    package var hint: String?
    /// The identifier UI tests find the element by (`accessibilityIdentifier`).
    package var identifier: String?
    /// The SwiftUI view that made the element (`Button`, `Toggle`), when a
    /// built-in control did: audit findings name it.
    package var viewType: String?
    /// Whether the subtree is hidden from assistive technologies.
    package var hidden = false
    /// Whether the view is its own element, and how.
    package var children: Children?
    /// Whether the element is a header, and its level (0: unspecified).
    package var headingLevel: Int?
    /// The element's traits (SwiftUI's `AccessibilityTraits` bits).
    package var traits: AccessibilityTraitBits = []
    /// Where the element sorts among its container's elements: higher first (`accessibilitySortPriority`).
    package var sortPriority: Double = 0
    /// Where a double tap activates the element, in its own frame
    /// (`accessibilityActivationPoint`); nil for the frame's centre.
    package var activationPoint: ActivationPoint?
    /// Its custom actions' names, as VoiceOver offers them (`accessibilityActions`, `accessibilityAction(named:)`).
    package var actions: [String] = []
    /// Its custom content (`accessibilityCustomContent`), in the order given.
    package var customContent: [AccessibilityCustomContentItem] = []
    /// Its custom rotors (`accessibilityRotor`).
    package var rotors: [AccessibilityRotorInfo] = []
    /// The identity a rotor's entry finds it by (`accessibilityRotorEntry(id:in:)`).
    package var rotorEntry: String?

    /// A point in an element's frame: in points from its top-left corner, or
    /// as a fraction of its size.
    package enum ActivationPoint: Equatable, Sendable {
        case point(CGPoint)
        case unit(UnitPoint)

        /// The point in `frame` (in the frame's own coordinates).
        package func point(in frame: CGRect) -> CGPoint {
            switch self {
            case .point(let p): CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)
            case .unit(let u): CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height)
            }
        }
    }

    package init(label: String? = nil) { self.label = label }

    /// Whether the element is a button.
    package var isButton: Bool { traits.contains(.isButton) }
    /// Whether the element is a link.
    package var isLink: Bool { traits.contains(.isLink) }
    /// Whether the element is an image.
    package var isImage: Bool { traits.contains(.isImage) }

    /// Whether the SVG's ARIA says anything of it (`aria-hidden`, a role or a
    /// label); values, hints, identifiers and other traits are not written.
    package var writesARIA: Bool { hidden || role != nil || label != nil }

    /// The ARIA role: heading, button or link by trait, else `img` for a single
    /// element or one with a label, `group` for a container, or none.
    package var role: String? {
        if hidden { return nil }
        if headingLevel != nil || traits.contains(.isHeader) { return "heading" }
        if isButton { return "button" }
        if isLink { return "link" }
        if isImage || children == .single { return "img" }
        if children == .contain { return "group" }
        return label != nil ? "img" : nil
    }
}
