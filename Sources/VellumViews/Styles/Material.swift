import VellumCore

/// A background material: what lies behind the shape it fills, blurred and
/// saturated (drawn again inside the shape from the drawings behind it, as
/// no SVG backdrop filter draws alike everywhere), under the translucent
/// tint iOS lays over the blur, light or dark.
///
/// ```swift
/// Text("Caption").padding().background(.ultraThinMaterial, in: Capsule())
/// ```
public struct Material: PrimitiveShapeStyle, Hashable {
    let thickness: Double

    /// The most translucent material.
    public static let ultraThin = Material(thickness: 0.35)
    /// A thin material.
    public static let thin = Material(thickness: 0.5)
    /// The default material.
    public static let regular = Material(thickness: 0.7)
    /// A thick material.
    public static let thick = Material(thickness: 0.82)
    /// The most opaque material.
    public static let ultraThick = Material(thickness: 0.92)
    /// The material of bars.
    public static let bar = Material(thickness: 0.85)

    /// The blur under every material: a deviation of 30 pt and colours
    /// saturated 1.8 times (❓ assumed: UIKit's backdrop views default to a
    /// 30 pt Gaussian; Apple's own web pages frost with `saturate(180%)`;
    /// docs/reference/effects.md).
    static let blur = BackdropBlur(radius: 30, saturation: 1.8)

    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        let dark = environment.colorScheme == .dark
        let base = dark ? RGBAColor(30, 30, 30) : RGBAColor(250, 250, 250)
        return try FrostedStyle(color: base.multiplyingAlpha(thickness), blur: Self.blur).paint(in: environment, level: level)
    }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The default material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
