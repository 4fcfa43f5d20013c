import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// A colour gradient: colour stops at locations from 0 to 1.
///
/// ```swift
/// Gradient(colors: [.yellow, .red])
/// Gradient(stops: [.init(color: .white, location: 0), .init(color: .blue, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// One colour stop.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it sits, 0…1.
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    /// The stops.
    public var stops: [Stop]

    /// A gradient from stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient with colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    /// The stops resolved to concrete colours, interpolated in `colorSpace`.
    package func resolved(in env: EnvironmentValues, colorSpace: ColorSpace = .default) throws -> ResolvedGradient {
        ResolvedGradient(stops: try stops.map { .init(color: try $0.color.resolved(in: env), location: $0.location) },
                         interpolation: colorSpace.interpolation)
    }

    /// This gradient interpolating its colours in `space`.
    ///
    /// ```swift
    /// Rectangle().fill(.linearGradient(Gradient(colors: [.white, .blue]).colorSpace(.device),
    ///                                   startPoint: .leading, endPoint: .trailing))
    /// ```
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self).colorSpace(space) }
}

/// A gradient derived from one colour (`Color.gradient`): a vertical linear
/// gradient from a lighter version of the colour to the colour.
///
/// ```swift
/// Circle().fill(.blue.gradient)
/// ```
public struct AnyGradient: Hashable, Sendable, PrimitiveShapeStyle, PrimitiveView {
    let gradient: Gradient?
    let base: Color?
    var space: Gradient.ColorSpace = .default
    /// What is drawn past the ends (a canvas's `GradientOptions`).
    var spread: ResolvedGradient.Spread = .pad

    /// Wraps a gradient.
    public init(_ gradient: Gradient) { self.gradient = gradient; base = nil }
    init(base: Color) { gradient = nil; self.base = base }

    /// This gradient interpolating its colours in `space`.
    ///
    /// ```swift
    /// Circle().fill(.blue.gradient.colorSpace(.device))
    /// ```
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var g = self
        g.space = space
        return g
    }

    /// How far the top stop of `Color.gradient` is mixed toward white. SwiftUI
    /// computes it inside RenderBox; the value is unmeasured (swiftui-facts §4).
    static let standardLightening = 0.18

    package func resolved(in env: EnvironmentValues) throws -> ResolvedGradient {
        var g = try resolvedStops(in: env)
        g.spread = spread
        return g
    }

    private func resolvedStops(in env: EnvironmentValues) throws -> ResolvedGradient {
        if let gradient { return try gradient.resolved(in: env, colorSpace: space) }
        let c = try (base ?? .accentColor).resolved(in: env)
        return ResolvedGradient(stops: [.init(color: c.mixed(with: RGBAColor(red: 1, green: 1, blue: 1, alpha: c.alpha), by: Self.standardLightening), location: 0),
                                        .init(color: c, location: 1)], interpolation: space.interpolation)
    }

    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        Paint(.linearGradient(try resolved(in: environment), startPoint: .top, endPoint: .bottom))
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.leaf(.flexible), drawing: .fill(.rectangle, try paint(in: context.environment, level: 0), FillStyle()), name: "AnyGradient")]
    }
}

extension Color {
    /// The standard gradient for this colour.
    public var gradient: AnyGradient { AnyGradient(base: self) }
}
