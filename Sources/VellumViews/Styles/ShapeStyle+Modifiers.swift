import VellumCore

/// A style drawn at an opacity.
public struct _OpacityShapeStyle<Base: ShapeStyle>: PrimitiveShapeStyle {
    let base: Base
    let opacity: Double
    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        try StyleResolver.paint(base, in: environment, level: level).multiplyingOpacity(opacity)
    }
}

/// A style drawn with a blend mode.
public struct _BlendModeShapeStyle<Base: ShapeStyle>: PrimitiveShapeStyle {
    let base: Base
    let mode: BlendMode
    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        var p = try StyleResolver.paint(base, in: environment, level: level)
        p.blendMode = mode
        return p
    }
}

extension ShapeStyle {
    /// The style at an opacity.
    ///
    /// ```swift
    /// Rectangle().fill(.blue.opacity(0.5))
    /// ```
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }

    /// The style composited with a blend mode.
    ///
    /// ```swift
    /// Color.red.blendMode(.multiply)
    /// ```
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendModeShapeStyle(base: self, mode: mode) }
}
