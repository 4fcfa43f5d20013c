import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// A 2D shape that you can use when drawing a view. As a view, a shape fills
/// the space offered to it with the foreground style.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// The outline of the shape in a rectangle.
    func path(in rect: CGRect) -> Path
    /// The size of the shape for a proposal (the proposal, 10 for unspecified dimensions, by default).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// The shape as a view: filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The shape's geometry for drawing. As in SwiftUI, the shape draws in its
    /// own coordinate space: `path(in:)` gets its bounds at the origin, and the
    /// path is then moved to where the view was placed.
    package var geometry: ShapeGeometry {
        let shape = self
        return ShapeGeometry(name: LoweringContext.name(of: Self.self)) { frame in
            let local = shape.path(in: CGRect(origin: .zero, size: frame.size))
            return frame.origin == .zero ? local : local.offsetBy(dx: frame.minX, dy: frame.minY)
        }
    }

    /// Fills the shape with a style.
    ///
    /// ```swift
    /// Circle().fill(.red)
    /// ```
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Strokes the shape's outline, centred on it.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 10).stroke(.mint, lineWidth: 10)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    /// Strokes the shape's outline with a stroke style.
    ///
    /// ```swift
    /// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).fill(.white)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }
    /// The shape's stroke as a shape, drawn with the foreground style; fill it
    /// to colour the stroke, as in SwiftUI.
    ///
    /// ```swift
    /// Circle().stroke(lineWidth: 4).fill(.red)   // a red ring
    /// ```
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some Shape {
        stroke(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    /// The shape's stroke with a stroke style, as a shape.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).stroke(style: StrokeStyle(lineWidth: 2, dash: [5])).fill(.gray)
    /// ```
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> some Shape {
        StrokedShape(content: self, strokeStyle: style)
    }

    /// The part of the outline between two fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }

    /// The shape moved.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    /// The shape moved.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// The shape rotated about an anchor of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { RotatedShape(shape: self, angle: angle, anchor: anchor) }
    /// The shape scaled about an anchor of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// The shape scaled uniformly.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> { self.scale(x: scale, y: scale, anchor: anchor) }
}

/// A shape whose outline can be inset, so strokes stay inside its bounds.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount`.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the outline inside the shape's bounds: the shape is inset by
    /// half the line width, so the stroke's outer edge lies on the bounds.
    ///
    /// ```swift
    /// Circle().strokeBorder(.blue, lineWidth: 4)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    /// Strokes the outline inside the shape's bounds with a stroke style.
    ///
    /// ```swift
    /// Circle().strokeBorder(.blue, style: StrokeStyle(lineWidth: 4, dash: [6])).fill(.white)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }
}
