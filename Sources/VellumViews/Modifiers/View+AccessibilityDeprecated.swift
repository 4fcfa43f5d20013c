// SwiftUI's first accessibility spellings, `accessibility(label:)` and the
// rest, deprecated since iOS 14 and still common in older code: each does what
// its `accessibilityLabel(_:)`-style successor does.

nonisolated extension View {
    /// Gives the view an accessible label (deprecated spelling of `accessibilityLabel(_:)`).
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").accessibility(label: Text("Favourite"))
    /// ```
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// Gives the view an accessible value (deprecated spelling of `accessibilityValue(_:)`).
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    /// Gives the view an accessibility hint (deprecated spelling of `accessibilityHint(_:)`).
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    /// Hides the view from assistive technologies (deprecated spelling of `accessibilityHidden(_:)`).
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    /// Gives the view an identifier for UI tests (deprecated spelling of `accessibilityIdentifier(_:)`).
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    /// Adds accessibility traits (deprecated spelling of `accessibilityAddTraits(_:)`).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    /// Removes accessibility traits (deprecated spelling of `accessibilityRemoveTraits(_:)`).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    /// Orders the view among its siblings for assistive technologies (deprecated spelling of `accessibilitySortPriority(_:)`).
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
    /// Gives the view alternative labels for voice input (deprecated spelling of `accessibilityInputLabels(_:)`).
    public func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }
}
