/// A shape filled or stroked with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: PrimitiveView {
    enum Mode { case fill(FillStyle), stroke(StrokeStyle, inset: CGFloat) }
    let shape: Content
    let style: Style
    let mode: Mode

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let paint = try StyleResolver.paint(style, in: context.environment)
        let g = shape.geometry
        let drawing: Drawing
        switch mode {
        case .fill(let f): drawing = .fill(g, paint, f)
        case .stroke(let s, let inset): drawing = .stroke(g, paint, s, inset: inset)
        }
        let shape = self.shape
        return [LayoutNode(.leaf(.custom { shape.sizeThatFits($0) }), drawing: drawing, name: g.name)]
    }
}

extension _ShapeView where Content: InsettableShape {
    /// Strokes inside the bounds (for an already styled shape, as SwiftUI 17 allows chaining).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ZStack { self; shape.strokeBorder(content, lineWidth: lineWidth) }
    }
}

extension _ShapeView {
    /// Strokes over the filled shape (iOS 17 chaining).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ZStack { self; shape.stroke(content, lineWidth: lineWidth) }
    }
}
