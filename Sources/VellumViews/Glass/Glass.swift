/// A structure that defines the configuration of the Liquid Glass material
/// (iOS 26), given to `glassEffect(_:in:)` and the glass button styles.
///
/// Vellum draws glass as a vector approximation (see `GlassSurface`): the
/// shape filled with a translucent tint, a thin grey rim, a white inner
/// highlight and a soft shadow. It does not blur or refract what lies behind.
///
/// ```swift
/// Text("Hello, World!").font(.title).padding().glassEffect(.regular.tint(.orange))
/// ```
public struct Glass: Equatable, Sendable {
    /// The variants of the material.
    package enum Variant: Equatable, Sendable { case regular, clear, identity }

    package var variant: Variant
    package var tintColor: Color?
    package var isInteractive: Bool

    package init(variant: Variant, tintColor: Color? = nil, isInteractive: Bool = false) {
        self.variant = variant; self.tintColor = tintColor; self.isInteractive = isInteractive
    }

    /// The regular variant of Liquid Glass: a frosted, near-opaque tint of the
    /// colour scheme's background.
    public static var regular: Glass { Glass(variant: .regular) }

    /// The clear variant of Liquid Glass: more transparent than `regular`,
    /// for glass over rich media.
    public static var clear: Glass { Glass(variant: .clear) }

    /// The identity variant of Liquid Glass: no glass at all, the view drawn
    /// as it is.
    public static var identity: Glass { Glass(variant: .identity) }

    /// Returns a copy of the glass tinted with `color`; `nil` removes the tint.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").padding().glassEffect(.regular.tint(.pink))
    /// ```
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tintColor = color
        return glass
    }

    /// Returns a copy of the glass that reacts to touches. A still picture
    /// shows the glass at rest, so this changes nothing that is drawn.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }
}
