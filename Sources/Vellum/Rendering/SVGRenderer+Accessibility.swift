import Foundation
import VellumScreen

extension SVGRenderer {
    /// The accessibility hierarchy of the settled picture as text: the
    /// elements VoiceOver visits, one a line in its order, each with its
    /// role, label, value, hint, identifier, traits and frame in points,
    /// then what VoiceOver offers beyond them: custom actions
    /// (`actions=[…]`), custom content (`content=[…]`, `high` marking the
    /// important) and custom rotors (`rotor "Name"=[…]`).
    ///
    /// Buttons, links, toggles, sliders, steppers and text fields are one
    /// element each, labelled with their content's text; `.combine`,
    /// `.ignore` and `.contain` group as on iOS; hidden views, and what a
    /// sheet or an alert covers, are left out; higher
    /// `accessibilitySortPriority` reads first; rows read leading to
    /// trailing, so right to left under `.rightToLeft`.
    ///
    /// ```swift
    /// let tree = try SVGRenderer(content: SettingsView(), device: .iPhone15Pro).accessibilityTree()
    /// // 1 header "Settings" traits=header,staticText frame=(16, 96, 140, 41)
    /// // 2 toggle "Wi-Fi" value="on" traits=button,toggle frame=(16, 160, 361, 44)
    /// // 3 element "Mail" frame=(16, 220, 361, 60) actions=["Delete", "Reply"]
    /// ```
    ///
    /// - Throws: `VellumError` naming the view, asset or symbol at fault, as ``svg()`` does.
    public func accessibilityTree() throws -> String {
        AccessibilityTreeText.text(try accessibilityElements())
    }

    /// The accessibility hierarchy of the settled picture as JSON: an array
    /// of elements in VoiceOver's order, each with `role`, `label`, `value`,
    /// `hint`, `identifier`, `traits`, `frame` and `activationPoint`, keys
    /// sorted so the same picture gives the same bytes.
    ///
    /// ```swift
    /// let json = try SVGRenderer(content: SettingsView(), device: .iPhone15Pro).accessibilityTreeJSON()
    /// ```
    ///
    /// - Throws: `VellumError` naming the view, asset or symbol at fault, as ``svg()`` does.
    public func accessibilityTreeJSON() throws -> String {
        try AccessibilityElementRecord.json(try accessibilityElements())
    }
}
