import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// A linear gradient: colours change along the line from `startPoint` to
/// `endPoint`, unit points of the filled shape's bounds.
///
/// ```swift
/// LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
/// ```
public struct LinearGradient: PrimitiveShapeStyle, PrimitiveView {
    let gradient: AnyGradient
    let startPoint: UnitPoint, endPoint: UnitPoint

    /// Creates a linear gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(AnyGradient(gradient), startPoint: startPoint, endPoint: endPoint)
    }
    /// Creates, from any gradient, a linear gradient.
    init(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        // Unit points: NaN at the centre, at most a million bounds away (LengthLimit).
        self.gradient = gradient; self.startPoint = startPoint.validatedAnchor; self.endPoint = endPoint.validatedAnchor
    }
    /// Creates a linear gradient from colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Creates a linear gradient from stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        Paint(.linearGradient(try gradient.resolved(in: environment), startPoint: startPoint, endPoint: endPoint))
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try styleLeaf(self, context, "LinearGradient") }
}

/// A radial gradient: colours change from `startRadius` to `endRadius`
/// (points) around `center` (a unit point of the filled shape's bounds).
///
/// ```swift
/// RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 10, endRadius: 80)
/// ```
public struct RadialGradient: PrimitiveShapeStyle, PrimitiveView {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadius: CGFloat, endRadius: CGFloat

    /// Creates a radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(AnyGradient(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Creates, from any gradient, a radial gradient.
    init(_ gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        // Radii: NaN and negative are 0, at most a million points (LengthLimit).
        self.gradient = gradient; self.center = center.validatedAnchor
        self.startRadius = Swift.max(0, startRadius.clampedLength()); self.endRadius = Swift.max(0, endRadius.clampedLength())
    }
    /// Creates a radial gradient from colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Creates a radial gradient from stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        Paint(.radialGradient(try gradient.resolved(in: environment), center: center, startRadius: startRadius, endRadius: endRadius))
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try styleLeaf(self, context, "RadialGradient") }
}

/// A radial gradient scaled to the filled shape's bounds: radii are fractions
/// of half the bounds' width and height.
///
/// ```swift
/// EllipticalGradient(colors: [.white, .indigo], center: .center)
/// ```
public struct EllipticalGradient: PrimitiveShapeStyle, PrimitiveView {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat, endRadiusFraction: CGFloat

    /// Creates an elliptical gradient.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(AnyGradient(gradient), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// Creates, from any gradient, an elliptical gradient.
    init(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center.validatedAnchor
        // Fractions of the bounds: NaN and negative are 0, at most a million.
        self.startRadiusFraction = Swift.max(0, startRadiusFraction.clampedLength())
        self.endRadiusFraction = Swift.max(0, endRadiusFraction.clampedLength())
    }
    /// Creates an elliptical gradient from colours.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// Creates an elliptical gradient from stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        Paint(.ellipticalGradient(try gradient.resolved(in: environment), center: center,
                                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction))
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try styleLeaf(self, context, "EllipticalGradient") }
}

/// An angular (conic) gradient: colours change with the angle around `center`,
/// clockwise from `startAngle` to `endAngle` (0° points right).
///
/// ```swift
/// AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)
/// ```
public struct AngularGradient: PrimitiveShapeStyle, PrimitiveView {
    let gradient: AnyGradient
    let center: UnitPoint
    let startAngle: Angle, endAngle: Angle

    /// Creates an angular gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(AnyGradient(gradient), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates, from any gradient, an angular gradient.
    init(_ gradient: AnyGradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center.validatedAnchor; self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    /// Creates an angular gradient from colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates an angular gradient from stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates a conic gradient that completes a full turn from `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// Creates a conic gradient from colours.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// Creates a conic gradient from stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        Paint(.angularGradient(try gradient.resolved(in: environment), center: center, startAngle: startAngle, endAngle: endAngle))
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try styleLeaf(self, context, "AngularGradient") }
}

/// A view that fills its frame with a style (a gradient used as a view).
func styleLeaf(_ style: some PrimitiveShapeStyle, _ context: LoweringContext, _ name: String) throws -> [LayoutNode] {
    [LayoutNode(.leaf(.flexible), drawing: .fill(.rectangle, try style.paint(in: context.environment, level: 0), FillStyle()), name: name)]
}
