import VellumGeometry
import VellumLayout

/// A shape's outline stroked with a style over a background view: what
/// `Shape.stroke(_:lineWidth:antialiased:)` and ``ShapeView/stroke(_:style:antialiased:)`` return.
///
/// ```swift
/// Circle().fill(.red).stroke(.blue, lineWidth: 2)
/// ```
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The style the outline is stroked with.
    public var style: Style
    /// The stroke's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased (SVG always is).
    public var isAntialiased: Bool
    /// The view drawn under the stroke (the shape's earlier fills and strokes).
    public var background: Background

    /// A shape's outline stroked with a style over a background.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape; self.style = style; self.strokeStyle = strokeStyle; self.isAntialiased = isAntialiased; self.background = background
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        guard Background.self == EmptyView.self else {
            return try Self.lower(StrokeShapeView<Content, Style, EmptyView>(shape: shape, style: style, strokeStyle: strokeStyle,
                                                                               isAntialiased: isAntialiased, background: EmptyView()),
                                  over: background, context)
        }
        let paint = try StyleResolver.paint(style, in: context.environment)
        let g = shape.geometry(in: context)
        let shape = self.shape
        return [LayoutNode(.leaf(.custom { shape.sizeThatFits($0) }), drawing: .stroke(g, paint, strokeStyle, inset: 0), name: g.name)]
    }
}
