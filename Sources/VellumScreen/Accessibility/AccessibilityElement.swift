import Foundation
import VellumCore

/// One element as VoiceOver visits it: where it is on the picture, what it
/// says (label, value, hint) and what it is (its traits). The accessibility
/// hierarchy (``AccessibilityHierarchy``) lists them in reading order; the
/// overlay (`SVGRenderer.showsAccessibilityOverlay`) draws them.
package struct AccessibilityElement: Equatable, Sendable {
    /// Its frame on the picture, in points: the laid-out frame of the view
    /// that is the element, moved by the transforms above it and cut to what
    /// is visible.
    package var frame: CGRect
    /// What it says: its `accessibilityLabel`, a combined element's or a
    /// control's children's labels and text joined with ", ", or a text's
    /// string; empty when it has none.
    package var label: String
    /// Its value: `accessibilityValue`, a toggle's "on" or "off", a slider's
    /// percentage, a stepper's value, a text field's text.
    package var value: String?
    /// What activating it does (`accessibilityHint`).
    package var hint: String?
    /// The identifier UI tests find it by (`accessibilityIdentifier`).
    package var identifier: String?
    /// Its traits: a control's own, a text's `staticText`, an image's, and
    /// those added or removed with modifiers.
    package var traits: AccessibilityTraitBits
    /// The SwiftUI view it is (`Button`, `Toggle`, `Text`, `Image`), when known.
    package var viewType: String?
    /// Where a touch reaches it: its frame, but for a tab bar's item the
    /// bar's whole height, as UIKit's tab buttons span the bar.
    package var hitFrame: CGRect

    /// An element.
    package init(frame: CGRect, label: String, value: String? = nil, hint: String? = nil, identifier: String? = nil,
                 traits: AccessibilityTraitBits = [], viewType: String? = nil) {
        self.frame = frame; self.label = label; self.value = value; self.hint = hint; self.identifier = identifier; self.traits = traits
        self.viewType = viewType
        self.hitFrame = frame
    }

    /// How audit findings name it: the view and its label (`Button "Log in"`),
    /// or its role when the view is not known (`element "A, B"`).
    package var name: String { (viewType ?? role) + " " + AccessibilityTreeText.quoted(label) }

    /// Its custom actions' names, in the order VoiceOver offers them: iOS
    /// 18.5 and 26.2 list an `accessibilityActions` block's buttons last
    /// first (cashapp/AccessibilitySnapshot's `CustomActionsDemo` references).
    package var actions: [String] = []
    /// Its custom content ("More Content Available"), in the order given.
    package var customContent: [AccessibilityCustomContentItem] = []
    /// Its custom rotors, each entry labelled with the label of the element
    /// it moves to (or its own text when it names none on the picture).
    package var rotors: [AccessibilityRotorInfo] = []
    /// The identity a rotor entry finds it by (`accessibilityRotorEntry(id:in:)`).
    package var rotorEntry: String?

    /// Where a double tap lands when the view says (`accessibilityActivationPoint`), on the picture.
    package var explicitActivationPoint: CGPoint?

    /// Where a double tap lands: the point the view gives, else the frame's
    /// centre, as iOS puts it by default.
    package var activationPoint: CGPoint { explicitActivationPoint ?? CGPoint(x: frame.midX, y: frame.midY) }

    /// What it is, in one word: the most telling of its traits (`header`,
    /// `toggle`, `adjustable`, `textField`, `searchField`, `link`, `button`,
    /// `image`, `text`), or `element` for a combined element with none.
    package var role: String {
        let order: [(AccessibilityTraitBits, String)] = [
            (.isHeader, "header"), (.isToggle, "toggle"), (.isAdjustable, "adjustable"), (.isSearchField, "searchField"),
            (.isTextEntry, "textField"), (.isLink, "link"), (.isButton, "button"), (.isKeyboardKey, "keyboardKey"),
            (.isTabBar, "tabBar"), (.isImage, "image"), (.isStaticText, "text"),
        ]
        return order.first { traits.contains($0.0) }?.1 ?? "element"
    }

    /// What VoiceOver says on reaching it: the label, the value, then what
    /// it is ("Wi-Fi, on, switch button"; "Follow, button"; "Settings, heading").
    package var spoken: String {
        var parts = [label.isEmpty ? "no label" : label]
        if let value, !value.isEmpty { parts.append(value) }
        switch role {
        case "header": parts.append("heading")
        case "toggle": parts.append("switch button")
        case "adjustable": parts.append("adjustable")
        case "textField", "searchField": parts.append(role == "textField" ? "text field" : "search field")
        case "link": parts.append("link")
        case "button": parts.append("button")
        case "image": parts.append("image")
        default: break
        }
        if traits.contains(.isSelected) { parts.insert("selected", at: 0) }
        if traits.contains(.isNotEnabled) { parts.append("dimmed") }
        return parts.joined(separator: ", ")
    }
}
