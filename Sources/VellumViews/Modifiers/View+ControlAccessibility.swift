import VellumCore

nonisolated extension View {
    /// Makes the view the one accessibility element a built-in control is on
    /// iOS (a toggle, a slider, a stepper, a link): `traits`, `value`, and
    /// the label `label` says when it is given (a slider's label view, not
    /// drawn), else the content's text. `name` is the control's SwiftUI name,
    /// which the view tree shows.
    func accessibilityControl(_ name: String, _ traits: AccessibilityTraitBits, value: String? = nil, label: (any View)? = nil) -> some View {
        modifier(NodeModifier { node, context in
            let spoken = try label.map { AccessibilityNode.spokenText(try context.lower($0)) }
            return AccessibilityNode.control(node, name, traits: traits, value: value, label: spoken?.isEmpty == true ? nil : spoken,
                                             enabled: context.environment.isEnabled)
        })
    }
}
