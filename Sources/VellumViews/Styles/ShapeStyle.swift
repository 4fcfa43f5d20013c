import VellumCore

/// A colour or pattern to use when rendering a shape.
///
/// Write custom styles as in SwiftUI, by resolving to another style:
///
/// ```swift
/// struct MyShapeStyle: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.colorScheme == .light ? Color.red.blendMode(.lighten) : Color.red.blendMode(.darken)
///     }
/// }
/// ```
public protocol ShapeStyle: Sendable {
    /// The style this one resolves to.
    associatedtype Resolved: ShapeStyle = Never
    /// Resolves the style in an environment.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension Never: ShapeStyle {
    /// Never resolves further.
    public typealias Resolved = Never
}

extension ShapeStyle where Resolved == Never {
    /// Built-in styles resolve inside Vellum; this requirement is never called for them.
    public func resolve(in environment: EnvironmentValues) -> Never { preconditionFailure("\(Self.self) resolves inside Vellum: Never") }
}

/// A style Vellum resolves itself to a concrete paint.
package protocol PrimitiveShapeStyle: ShapeStyle where Resolved == Never {
    /// The paint at hierarchical `level` (0 primary, 1 secondary, …) in `environment`.
    func paint(in environment: EnvironmentValues, level: Int) throws -> Paint
}

/// Resolves any shape style to a paint.
package enum StyleResolver {
    /// How many `resolve(in:)` steps a custom style may take before Vellum gives up.
    static let maximumDepth = 64

    /// The paint `style` gives in `environment` at hierarchical `level`.
    package static func paint(_ style: any ShapeStyle, in environment: EnvironmentValues, level: Int = 0) throws -> Paint {
        try open(style, environment, level, 0)
    }

    private static func open<S: ShapeStyle>(_ style: S, _ env: EnvironmentValues, _ level: Int, _ depth: Int) throws -> Paint {
        if let p = style as? any PrimitiveShapeStyle { return try p.paint(in: env, level: level) }
        guard depth < maximumDepth else {
            throw VellumError(.invalidArgument, subject: "\(S.self)",
                              message: "The shape style \(S.self) did not resolve to a colour, gradient or image after \(maximumDepth) steps; make resolve(in:) return a concrete style.")
        }
        return try open(style.resolve(in: env), env, level, depth + 1)
    }
}
