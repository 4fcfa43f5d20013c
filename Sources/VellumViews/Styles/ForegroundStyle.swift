import VellumCore

/// The foreground style in the current context (`.foreground`).
///
/// ```swift
/// Rectangle().fill(.foreground)
/// ```
public struct ForegroundStyle: PrimitiveShapeStyle {
    /// Creates the foreground style.
    public init() {}
    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        try ForegroundResolution.paint(in: environment, level: level)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style in the current context (`.background`): the
/// environment's `backgroundStyle`, or the system background colour.
///
/// ```swift
/// Circle().fill(.background)
/// ```
public struct BackgroundStyle: PrimitiveShapeStyle {
    /// Creates the background style.
    public init() {}
    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        if let style = environment.backgroundStyle {
            var inner = environment
            inner.backgroundStyle = nil
            return try StyleResolver.paint(style, in: inner, level: level)
        }
        let base = environment.colorScheme == .dark ? SystemPalette.backgroundDark : SystemPalette.backgroundLight
        return .color(base)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint of the current context (`.tint`): the `tint(_:)` style or the accent colour.
///
/// ```swift
/// Image(systemName: "globe").foregroundStyle(.tint)
/// ```
public struct TintShapeStyle: PrimitiveShapeStyle {
    /// Creates the tint style.
    public init() {}
    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        if let t = environment.tintStyle { return try StyleResolver.paint(t, in: environment, level: level) }
        return try Color.accentColor.paint(in: environment, level: level)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
