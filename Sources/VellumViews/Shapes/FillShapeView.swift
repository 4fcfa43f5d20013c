import VellumGeometry
import VellumLayout

/// A shape filled with a style over a background view: what
/// ``ShapeView/fill(_:style:)`` returns.
///
/// ```swift
/// Circle().stroke(.blue, lineWidth: 8).fill(.white)
/// ```
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The style the shape is filled with.
    public var style: Style
    /// How the shape is filled.
    public var fillStyle: FillStyle
    /// The view drawn under the fill (the shape's earlier fills and strokes).
    public var background: Background

    /// A shape filled with a style over a background.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape; self.style = style; self.fillStyle = fillStyle; self.background = background
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let own = _ShapeView(shape: shape, style: style, fillStyle: fillStyle)
        if Background.self == EmptyView.self { return try own.lower(context) }
        return try Self.lower(own, over: background, context)
    }
}
