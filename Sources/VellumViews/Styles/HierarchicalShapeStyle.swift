import VellumCore

/// A style that derives from the current foreground style at a level:
/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`, `.quinary`.
///
/// ```swift
/// Text("Secondary").foregroundStyle(.secondary)
/// ```
public struct HierarchicalShapeStyle: PrimitiveShapeStyle {
    let level: Int

    /// The primary level of the current foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The secondary level of the current foreground style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The tertiary level of the current foreground style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The quaternary level of the current foreground style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The quinary level of the current foreground style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        try ForegroundResolution.paint(in: environment, level: self.level + level)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the current foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the current foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the current foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the current foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// How the foreground style resolves at each level (swiftui-facts §3.2).
package enum ForegroundResolution {
    /// Opacity of each level when a foreground style is set: the primary style faded.
    static let levelOpacity: [Double] = [1, 0.5, 0.25, 0.18, 0.1]

    /// System label colours, light and dark, when no foreground style is set.
    static let labelColors: [(light: RGBAColor, dark: RGBAColor)] = [
        (RGBAColor(0, 0, 0), RGBAColor(255, 255, 255)),
        (RGBAColor(60, 60, 67, 0.6), RGBAColor(235, 235, 245, 0.6)),
        (RGBAColor(60, 60, 67, 0.3), RGBAColor(235, 235, 245, 0.3)),
        (RGBAColor(60, 60, 67, 0.18), RGBAColor(235, 235, 245, 0.16)),
        (RGBAColor(0, 0, 0, 0.05), RGBAColor(255, 255, 255, 0.05)),
    ]

    /// The foreground paint at `level` in `environment`.
    package static func paint(in env: EnvironmentValues, level: Int) throws -> Paint {
        let level = Swift.min(Swift.max(0, level), 4)
        let styles = env.foregroundStyles
        if styles.isEmpty {
            let c = labelColors[level]
            return .color(env.colorScheme == .dark ? c.dark : c.light)
        }
        var inner = env
        inner.foregroundStyles = []
        if level < styles.count { return try StyleResolver.paint(styles[level], in: inner) }
        if styles.count > 1 {
            // Two or three styles given: levels past the last fade the last one.
            return try StyleResolver.paint(styles[styles.count - 1], in: inner)
                .multiplyingOpacity(levelOpacity[level] / levelOpacity[styles.count - 1] )
        }
        return try StyleResolver.paint(styles[0], in: inner).multiplyingOpacity(levelOpacity[level])
    }
}
