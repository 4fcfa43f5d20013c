import VellumGeometry
import VellumLayout

/// A shape's outline stroked inside its bounds over a background view: what
/// `InsettableShape.strokeBorder(_:lineWidth:antialiased:)` and
/// ``ShapeView/strokeBorder(_:style:antialiased:)`` return. The shape is inset
/// by half the line width, so the stroke's outer edge lies on the bounds.
///
/// ```swift
/// Circle().fill(.white).strokeBorder(.blue, lineWidth: 4)
/// ```
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape (not inset).
    public var shape: Content
    /// The style the outline is stroked with.
    public var style: Style
    /// The stroke's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased (SVG always is).
    public var isAntialiased: Bool
    /// The view drawn under the stroke (the shape's earlier fills and strokes).
    public var background: Background

    /// A shape's outline stroked inside its bounds over a background.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape; self.style = style; self.strokeStyle = strokeStyle; self.isAntialiased = isAntialiased; self.background = background
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        guard Background.self == EmptyView.self else {
            return try Self.lower(StrokeBorderShapeView<Content, Style, EmptyView>(shape: shape, style: style, strokeStyle: strokeStyle,
                                                                                     isAntialiased: isAntialiased, background: EmptyView()),
                                  over: background, context)
        }
        let inset = shape.inset(by: Swift.max(0, strokeStyle.lineWidth.sanitized()) / 2)
        return try StrokeShapeView(shape: inset, style: style, strokeStyle: strokeStyle, isAntialiased: isAntialiased, background: EmptyView()).lower(context)
    }
}
