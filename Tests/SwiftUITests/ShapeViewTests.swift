import Testing
import SwiftUI
import VellumTestSupport

/// iOS 17's `ShapeView`: fills and strokes chain, each drawn over the ones before.
@Suite("ShapeView")
struct ShapeViewTests {
    private func svg(_ view: some View) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: 60, height: 60)).svg()
    }

    /// The offsets in `svg` of `fill="…"` and `stroke="…"` of a colour.
    private func position(of attribute: String, _ hex: String, in svg: String) -> String.Index? {
        svg.range(of: "\(attribute)=\"\(hex)\"")?.lowerBound
    }

    @Test("fill then stroke: both drawn, the stroke over the fill")
    func fillThenStroke() throws {
        let out = try svg(Circle().fill(.red).stroke(.blue, lineWidth: 2).frame(width: 40, height: 40))
        let fill = try #require(position(of: "fill", "#FF3B30", in: out), "the fill is drawn:\n\(out)")
        let stroke = try #require(position(of: "stroke", "#007AFF", in: out), "the stroke is drawn:\n\(out)")
        #expect(fill < stroke)
    }

    @Test("stroke(style:) with a colour, then fill: the fill over the stroke")
    func strokeThenFill() throws {
        let out = try svg(Circle().stroke(.blue, style: StrokeStyle(lineWidth: 6)).fill(.red).frame(width: 40, height: 40))
        let fill = try #require(position(of: "fill", "#FF3B30", in: out), "the fill is drawn:\n\(out)")
        let stroke = try #require(position(of: "stroke", "#007AFF", in: out), "the stroke is drawn:\n\(out)")
        #expect(stroke < fill)
    }

    @Test("a fill and a border inside the bounds")
    func fillThenStrokeBorder() throws {
        let out = try svg(RoundedRectangle(cornerRadius: 8).fill(.white).strokeBorder(.gray, lineWidth: 2).frame(width: 40, height: 30))
        #expect(try SVGQuery(out).fills.contains("#FFFFFF"))
        #expect(try SVGQuery(out).strokes.contains("#8E8E93"), "\(out)")
    }

    @Test("stroke(lineWidth:) is a shape: filling it colours the stroke, as a single stroke does")
    func strokedShapeFilled() throws {
        let filled = try svg(Circle().stroke(lineWidth: 4).fill(.red).frame(width: 40, height: 40))
        let stroked = try svg(Circle().stroke(.red, lineWidth: 4).frame(width: 40, height: 40))
        #expect(filled == stroked)
        let plain = try svg(Circle().stroke(style: StrokeStyle(lineWidth: 3)).frame(width: 40, height: 40).foregroundStyle(.green))
        #expect(try SVGQuery(plain).strokes.contains("#34C759"), "\(plain)")
    }

    @Test("one fill or one stroke draws exactly as before the ShapeView types")
    func singleDrawingsUnchanged() throws {
        let fill = try svg(Circle().fill(.red).frame(width: 40, height: 40))
        let explicit = try svg(FillShapeView(shape: Circle(), style: Color.red, fillStyle: FillStyle(), background: EmptyView()).frame(width: 40, height: 40))
        #expect(fill == explicit)
        #expect(try SVGQuery(fill).strokes.isEmpty)
    }

    @Test("the return types are SwiftUI's")
    func types() {
        let stroke: StrokeShapeView<Circle, Color, EmptyView> = Circle().stroke(.red, lineWidth: 1)
        let chained: StrokeShapeView<Circle, Color, _ShapeView<Circle, Color>> = Circle().fill(.red).stroke(.blue)
        let border: StrokeBorderShapeView<Capsule, Color, EmptyView> = Capsule().strokeBorder(.red, lineWidth: 1)
        let refilled: FillShapeView<Capsule, Color, StrokeBorderShapeView<Capsule, Color, EmptyView>> = border.fill(.white)
        #expect(stroke.strokeStyle.lineWidth == 1)
        #expect(chained.background.fillStyle == FillStyle())
        #expect(refilled.background.strokeStyle.lineWidth == 1)
    }

    @Test("Path.strokedPath is the area the stroke paints")
    func strokedPath() {
        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 10, y: 0)) }
        #expect(line.strokedPath(StrokeStyle(lineWidth: 2)).boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square)).boundingRect == CGRect(x: -1, y: -1, width: 12, height: 2))
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 2))
        #expect(square.boundingRect == CGRect(x: -1, y: -1, width: 12, height: 12))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 3]))
        #expect(dashed.boundingRect == CGRect(x: 0, y: -1, width: 7, height: 2))
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 2)).isEmpty)
    }

    @Test("Shape.size draws the shape in a fixed rectangle at the frame's origin")
    func sized() throws {
        let out = try svg(Rectangle().size(width: 10, height: 4).fill(.red).frame(width: 40, height: 40))
        #expect(try SVGQuery(out).has(nil, with: ["width": "10", "height": "4"]), "\(out)")
    }
}
