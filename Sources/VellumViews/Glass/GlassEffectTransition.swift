/// A structure that describes changes to apply when a glass effect is added
/// or removed from the view hierarchy (`glassEffectTransition(_:)`).
///
/// Transitions animate; a still picture shows the glass at rest, so every
/// transition draws the same.
///
/// ```swift
/// Image(systemName: "pencil").glassEffect().glassEffectTransition(.materialize)
/// ```
public struct GlassEffectTransition: Equatable, Sendable {
    package enum Kind: Equatable, Sendable { case matchedGeometry, materialize, identity }
    package let kind: Kind

    /// The matched geometry transition: an appearing or disappearing glass
    /// shape takes its geometry from a nearby shape in the same container.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: .matchedGeometry) }

    /// The materialize transition: the content fades and the glass material
    /// animates in or out, matching no other shape's geometry.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }

    /// No transition: the glass appears and disappears at once.
    public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}
