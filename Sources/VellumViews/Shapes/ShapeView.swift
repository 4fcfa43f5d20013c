import Foundation
import VellumGeometry
import VellumLayout

/// A view that draws a shape, and can draw it again: a fill and a stroke can
/// be chained, each drawn over the ones before it, as in SwiftUI since iOS 17.
///
/// ```swift
/// Circle()
///     .fill(.yellow)                   // _ShapeView
///     .stroke(.orange, lineWidth: 4)   // StrokeShapeView, drawn over the fill
/// ```
nonisolated public protocol ShapeView<Content>: View {
    /// The shape the view draws.
    associatedtype Content: Shape
    /// The shape the view draws.
    var shape: Content { get }
}

extension ShapeView {
    /// Fills the shape over this view.
    ///
    /// ```swift
    /// Capsule().stroke(.blue, lineWidth: 6).fill(.white)   // the fill covers the stroke's inner half
    /// ```
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the shape's outline over this view.
    ///
    /// ```swift
    /// Circle().fill(.red).stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [4]))
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline over this view with a line width.
    ///
    /// ```swift
    /// Circle().fill(.red).stroke(.blue, lineWidth: 2)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes the shape's outline inside its bounds, over this view.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).fill(.white).strokeBorder(.gray, style: StrokeStyle(lineWidth: 1))
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline inside its bounds with a line width, over this view.
    ///
    /// ```swift
    /// Circle().fill(.white).strokeBorder(.gray, lineWidth: 2)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView {
    /// This view's own drawing over `background`, when there is one: a view
    /// whose background is `EmptyView` lowers to its drawing alone.
    package static func lower<Background: View, Own: View>(_ own: Own, over background: Background, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.lower(ZStack { background; own })
    }
}
