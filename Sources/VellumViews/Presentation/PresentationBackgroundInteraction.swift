/// Whether people could interact with the view behind a sheet: in a still
/// picture it only decides whether the presenting view is dimmed.
///
/// ```swift
/// MapControls()
///     .presentationDetents([.height(120), .medium])
///     .presentationBackgroundInteraction(.enabled(upThrough: .medium))
/// ```
public struct PresentationBackgroundInteraction: Sendable {
    package enum Kind: Sendable { case automatic, enabled(upThrough: PresentationDetent?), disabled }
    package let kind: Kind

    /// The default: interaction is disabled and the view behind is dimmed.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// Interaction is enabled at every detent: the view behind is not dimmed.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))
    /// Interaction is enabled up through `detent`: the view behind is not
    /// dimmed while the sheet rests at that height or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
    /// Interaction is disabled: the view behind is dimmed.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
}
