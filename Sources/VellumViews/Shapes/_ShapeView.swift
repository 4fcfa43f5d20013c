import VellumGeometry
import VellumLayout

/// A shape filled with a style: what `Shape.fill(_:style:)` returns, and what
/// a shape draws as a view (filled with the foreground style). As in SwiftUI
/// since iOS 17 it is a ``ShapeView``, so a stroke can follow the fill:
///
/// ```swift
/// Circle().fill(.yellow).stroke(.orange, lineWidth: 4)
/// ```
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The style the shape is filled with.
    public var style: Style
    /// How the shape is filled.
    public var fillStyle: FillStyle

    /// A shape filled with a style.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape; self.style = style; self.fillStyle = fillStyle
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let paint = try StyleResolver.paint(style, in: context.environment)
        // A stroked shape (`stroke(lineWidth:)` and `stroke(style:)` return one)
        // is filled by stroking its shape: the same pixels, drawn as a stroke.
        if let outline = shape as? any StrokedOutline {
            let g = outline.strokedGeometry
            return [LayoutNode(.leaf(.custom { outline.strokedSize($0) }), drawing: .stroke(g, paint, outline.strokeStyle, inset: 0), name: g.name)]
        }
        let g = shape.geometry(in: context)
        let shape = self.shape
        return [LayoutNode(.leaf(.custom { shape.sizeThatFits($0) }), drawing: .fill(g, paint, fillStyle), name: g.name)]
    }
}
