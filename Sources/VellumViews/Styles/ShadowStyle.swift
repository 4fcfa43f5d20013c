import Foundation
import VellumCore

/// A style to use when rendering shadows: a drop shadow behind the content
/// or an inner shadow over it, for `ShapeStyle.shadow(_:)`.
///
/// ```swift
/// Circle().fill(.blue.shadow(.drop(radius: 4)))
/// Text("Pressed").foregroundStyle(.red.shadow(.inner(radius: 2)))
/// ```
public struct ShadowStyle: Hashable, Sendable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    let inner: Bool

    /// Creates a custom drop shadow style: drawn behind the content by
    /// blurring, tinting and offsetting its alpha (the deviation of the blur
    /// is half the radius, as `View.shadow`'s).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).fill(.white.shadow(.drop(color: .black.opacity(0.2), radius: 6, y: 3)))
    /// ```
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, inner: false)
    }

    /// Creates a custom inner shadow style: drawn on top of the content,
    /// inside it, by blurring, tinting, inverting and offsetting its alpha.
    ///
    /// ```swift
    /// Capsule().fill(.gray.shadow(.inner(radius: 3, y: 2)))
    /// ```
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, inner: true)
    }

    /// The shadow as a render filter, its colour resolved in `environment`;
    /// NaN counts as 0, the radius is at least 0, and all at most a million points.
    func filter(in environment: EnvironmentValues) throws -> RenderFilter {
        .shadow(color: try color.resolved(in: environment), radius: Swift.max(0, radius.clampedLength()),
                offset: CGSize(width: x.clampedLength(), height: y.clampedLength()), inner: inner)
    }
}
