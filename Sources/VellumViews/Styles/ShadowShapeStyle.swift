import VellumCore

/// A style drawn with a shadow (`ShapeStyle.shadow(_:)`).
public struct _ShadowShapeStyle<Base: ShapeStyle>: PrimitiveShapeStyle {
    let base: Base
    let style: ShadowStyle
    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        var p = try StyleResolver.paint(base, in: environment, level: level)
        p.filters.append(try style.filter(in: environment))
        return p
    }
}

extension ShapeStyle {
    /// The style with a drop or inner shadow under or over what it fills.
    ///
    /// ```swift
    /// Circle().fill(.blue.shadow(.drop(radius: 4)))
    /// ```
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: self, style: style) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current foreground style with a shadow.
    ///
    /// ```swift
    /// Text("Hello").foregroundStyle(.shadow(.drop(radius: 2)))
    /// ```
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: ForegroundStyle(), style: style) }
}
