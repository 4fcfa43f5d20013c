import VellumCore

/// A type-erased shape style.
///
/// ```swift
/// let style = highlighted ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)
/// ```
public struct AnyShapeStyle: PrimitiveShapeStyle {
    package let base: any ShapeStyle
    /// Creates a type-erased style.
    public init<S: ShapeStyle>(_ style: S) { base = style }
    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        try StyleResolver.paint(base, in: environment, level: level)
    }
}
