import Foundation
import VellumGeometry

extension VisualEffect {
    /// Moves the drawing by `offset`.
    ///
    /// ```swift
    /// Circle().visualEffect { content, proxy in content.offset(CGSize(width: proxy.size.width, height: 0)) }
    /// ```
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(.offset(CGSize(width: offset.width.clampedLength(), height: offset.height.clampedLength())))
    }
    /// Moves the drawing by `x` and `y`.
    ///
    /// ```swift
    /// Circle().visualEffect { content, _ in content.offset(x: 10, y: 5) }
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { offset(CGSize(width: x, height: y)) }

    /// Rotates the drawing about an anchor.
    ///
    /// ```swift
    /// Rectangle().visualEffect { content, _ in content.rotationEffect(.degrees(15)) }
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle, anchor: anchor.validatedAnchor))
    }

    /// Rotates the drawing in three dimensions (see `View.rotation3DEffect`).
    ///
    /// ```swift
    /// Rectangle().visualEffect { content, _ in content.rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0)) }
    /// ```
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(Rotation3D(angle: angle, axis: axis, anchor: anchor.validatedAnchor, anchorZ: anchorZ.clampedLength(),
                                      perspective: perspective.isFinite ? perspective.clampedLength() : 0)))
    }

    /// Scales the drawing about an anchor.
    ///
    /// ```swift
    /// Rectangle().visualEffect { content, _ in content.scaleEffect(CGSize(width: 1.2, height: 0.8)) }
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        func factor(_ v: CGFloat) -> CGFloat { v.isFinite ? v.clampedLength() : v }
        return adding(.scale(CGSize(width: factor(scale.width), height: factor(scale.height)), anchor: anchor.validatedAnchor))
    }
    /// Scales the drawing uniformly.
    ///
    /// ```swift
    /// Rectangle().visualEffect { content, _ in content.scaleEffect(0.5) }
    /// ```
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// Scales the drawing per axis.
    ///
    /// ```swift
    /// Rectangle().visualEffect { content, _ in content.scaleEffect(x: 2) }
    /// ```
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Applies an affine transform in the view's own coordinates.
    ///
    /// ```swift
    /// Rectangle().visualEffect { content, _ in content.transformEffect(CGAffineTransform(translationX: 4, y: 0)) }
    /// ```
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }

    /// Applies a projection transform in the view's own coordinates.
    ///
    /// ```swift
    /// Rectangle().visualEffect { content, _ in content.projectionEffect(ProjectionTransform()) }
    /// ```
    public func projectionEffect(_ transform: ProjectionTransform) -> some VisualEffect { adding(.projection(transform.sanitized)) }

    /// Draws with an opacity.
    ///
    /// ```swift
    /// Text("Faded").visualEffect { content, proxy in content.opacity(proxy.size.width > 100 ? 0.5 : 1) }
    /// ```
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Blurs the drawing (see `View.blur(radius:opaque:)`).
    ///
    /// ```swift
    /// Text("Soft").visualEffect { content, _ in content.blur(radius: 2) }
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.filter(.blur(radius: radius.isNaN ? 0 : Swift.max(0, radius.clampedLength()), opaque: opaque)))
    }

    /// Brightens the drawing (see `View.brightness(_:)`).
    ///
    /// ```swift
    /// Color.red.visualEffect { content, _ in content.brightness(0.2) }
    /// ```
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.filter(.colorMatrix(.brightness(amount)))) }
    /// Changes the contrast (see `View.contrast(_:)`).
    ///
    /// ```swift
    /// Color.red.visualEffect { content, _ in content.contrast(1.5) }
    /// ```
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.filter(.colorMatrix(.contrast(amount)))) }
    /// Changes the saturation (see `View.saturation(_:)`).
    ///
    /// ```swift
    /// Color.red.visualEffect { content, _ in content.saturation(0.5) }
    /// ```
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.filter(.colorMatrix(.saturation(amount)))) }
    /// Removes colour (see `View.grayscale(_:)`).
    ///
    /// ```swift
    /// Color.red.visualEffect { content, _ in content.grayscale(1) }
    /// ```
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.filter(.colorMatrix(.grayscale(amount)))) }
    /// Turns hues (see `View.hueRotation(_:)`).
    ///
    /// ```swift
    /// Color.red.visualEffect { content, _ in content.hueRotation(.degrees(90)) }
    /// ```
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.filter(.colorMatrix(.hueRotation(radians: angle.radians)))) }
    /// Multiplies colours by `color` (see `View.colorMultiply(_:)`).
    ///
    /// ```swift
    /// Color.white.visualEffect { content, _ in content.colorMultiply(.blue) }
    /// ```
    public func colorMultiply(_ color: Color) -> some VisualEffect {
        adding { env in (try? color.resolved(in: env)).map { .filter(.colorMatrix(.colorMultiply($0))) } }
    }
}
