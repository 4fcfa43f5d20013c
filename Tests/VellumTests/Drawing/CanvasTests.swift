import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

@Suite struct CanvasTests {
    private let size = CGSize(width: 200, height: 200)

    private func svg(_ view: some View) throws -> String { try SVGRenderer(content: view, size: size).svg() }

    @Test func takesTheSpaceOfferedAndDrawsInOrder() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            context.fill(Path(ellipseIn: CGRect(x: 50, y: 50, width: 100, height: 100)), with: .color(.blue))
        }
        let drawn = try svg(canvas)
        let red = try #require(drawn.range(of: "#FF3B30"))
        let blue = try #require(drawn.range(of: "#007AFF"))
        #expect(red.lowerBound < blue.lowerBound, "commands are drawn in the order given")
        // The canvas is the size it is offered, like a shape.
        #expect(try SVGQuery(drawn).has("rect", exactly: ["width": "200", "height": "200", "fill": "#FF3B30"]), "a full-size rectangle")
    }

    @Test func sameBytesAsTheShapeItDraws() throws {
        let canvas = Canvas { context, _ in
            context.fill(Path(roundedRect: CGRect(x: 20, y: 30, width: 120, height: 80), cornerRadius: 12), with: .color(.green))
            context.stroke(Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.orange), lineWidth: 3)
        }
        let shapes = ZStack(alignment: .topLeading) {
            Color.clear
            Path(roundedRect: CGRect(x: 20, y: 30, width: 120, height: 80), cornerRadius: 12).fill(.green)
            Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)).stroke(.orange, lineWidth: 3)
        }
        let a = try SVGQuery(svg(canvas)), b = try SVGQuery(svg(shapes))
        for drawn in [a, b] {
            #expect(drawn.fills.contains("#34C759"), "the green fill")
            #expect(drawn.has(nil, with: ["stroke": "#FF9500", "stroke-width": "3"]), "the orange 3-pt stroke")
        }
        // The canvas is clipped to its bounds, as SwiftUI's is: the clip's rectangle, then the same path data as Path views.
        #expect(a.within(named: "clipPath").values(of: "d") == ["M0 0L200 0L200 200L0 200Z"])
        #expect(a.values(of: "d").first == "M0 0L200 0L200 200L0 200Z", "the clip comes first")
        #expect(Array(a.values(of: "d").dropFirst()) == b.values(of: "d"), "the same path data as Path views")
    }

    @Test func transformsClipsOpacityAndLayers() throws {
        let canvas = Canvas { context, size in
            var turned = context
            turned.translateBy(x: 100, y: 100)
            turned.rotate(by: .degrees(45))
            turned.fill(Path(CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.purple))
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 200)))
            clipped.opacity = 0.5
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            context.drawLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 150, y: 150, width: 20, height: 20)), with: .color(.yellow))
            }
        }
        let drawn = try SVGQuery(svg(canvas))
        #expect(drawn.values(of: "transform").contains { $0.hasPrefix("matrix(0.7071") }, "the rotation is a transform: \(drawn.values(of: "transform"))")
        #expect(drawn.referenced(by: "clip-path").map(\.name).contains("clipPath"), "the clip is drawn")
        #expect(drawn.values(of: "opacity").contains("0.5"), "the opacity is drawn")
        #expect(drawn.fills.contains("#FFCC00"), "the layer is drawn")
    }

    @Test func textIsAnchoredAndMeasured() throws {
        var measured = CGSize.zero
        let canvas = Canvas { context, size in
            let label = context.resolve(Text("Noon"))
            measured = label.measure(in: size)
            context.draw(label, at: CGPoint(x: 100, y: 20), anchor: .top)
        }
        let drawn = try svg(canvas)
        #expect(try SVGQuery(drawn).labels.contains("Noon"))
        #expect(measured.width > 30 && measured.width < 50 && measured.height > 19 && measured.height < 22, "\(measured)")
        // Anchored at its top centre: the text starts half its width left of x = 100.
        let plain = try svg(Text("Noon").fixedSize().position(x: 100, y: 20 + measured.height / 2))
        let glyphs = { (s: String) -> Substring? in
            guard let r = s.range(of: "aria-label=\"Noon\"") else { return nil }
            return s[r.upperBound...].prefix { $0 != "/" }
        }
        #expect(glyphs(drawn) != nil && glyphs(drawn) == glyphs(plain), "the glyphs where the same text positioned so would be")
    }

    @Test func symbolsByPositionAndGradients() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [.white, .black]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            if let star = context.resolveSymbol(id: 0) { context.draw(star, at: CGPoint(x: 100, y: 100)) }
            #expect(context.resolveSymbol(id: 1) == nil)
        } symbols: {
            Image(systemName: "star.fill").foregroundStyle(.yellow).tag(0)
        }
        let drawn = try SVGQuery(svg(canvas))
        #expect(drawn.count(of: "linearGradient") > 0)
        #expect(drawn.fills.contains("#FFCC00"), "the symbol is drawn")
    }

    @Test func filtersApplyToLaterCommands() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.red))
            var soft = context
            soft.addFilter(.blur(radius: 4))
            soft.addFilter(.grayscale(1))
            soft.fill(Path(CGRect(x: 100, y: 100, width: 50, height: 50)), with: .color(.red))
        }
        let drawn = try svg(canvas)
        #expect(drawn.components(separatedBy: "<feGaussianBlur").count == 2, "one blurred command")
        #expect(try SVGQuery(drawn).count(of: "feColorMatrix") > 0, "the greyscale matrix")
        let plain = try svg(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.red))
        })
        #expect(try SVGQuery(plain).elements(named: "filter").isEmpty, "commands before the filter are not filtered")
    }

    @Test("Shadow options: shadowOnly draws the shadow alone, shadowAbove over the shape")
    func shadowOptions() throws {
        func drawn(_ options: GraphicsContext.ShadowOptions) throws -> String {
            try svg(Canvas { context, _ in
                context.addFilter(.shadow(color: .black, radius: 4, x: 3, y: 3, options: options))
                context.fill(Path(CGRect(x: 20, y: 20, width: 50, height: 50)), with: .color(.red))
            })
        }
        /// The inputs of the filter's merge nodes, in order.
        func merged(_ svg: String) throws -> [String] {
            try SVGQuery(svg).values(of: "in", on: "feMergeNode")
        }
        let only = try drawn(.shadowOnly)
        #expect(try SVGQuery(only).count(of: "filter") > 0)
        #expect(try merged(only).isEmpty, "no merge: the shadow alone is the result")
        let above = try drawn(.shadowAbove)
        #expect(try merged(above).first == "SourceGraphic" && merged(above).count == 2, "the shape first, the shadow over it")
        let inner = try drawn([.invertsAlpha, .shadowOnly])
        #expect(try SVGQuery(inner).values(of: "operator").contains("out"))
        #expect(try merged(inner).isEmpty)
    }

    @Test("A symbol tagged inside a chain of modifiers resolves (the text-outline idiom)")
    func symbolTaggedUnderModifiers() throws {
        var found = false
        let canvas = Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.01))
            if let outline = context.resolveSymbol(id: "outline") {
                found = true
                context.draw(outline, at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
        } symbols: {
            Text("Hi").font(.largeTitle).tag("outline").blur(radius: 2)
        }
        let drawn = try svg(canvas)
        #expect(found, "tag(_:) before blur(radius:) still tags the symbol")
        let filters = try SVGQuery(drawn).within(named: "filter")
        #expect(filters.values(of: "type").contains("discrete") && filters.count(of: "feGaussianBlur") > 0, "the threshold over the blurred text")
    }

    @Test func aMissingColourNamesItself() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color("NoSuchColour")))
        }
        #expect { try svg(canvas) } throws: { "\($0)".contains("NoSuchColour") }
    }

    @Test func bothRenderersAgree() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
            var turned = context
            turned.translateBy(x: 100, y: 100)
            turned.rotate(by: .degrees(45))
            turned.fill(Path(CGRect(x: -30, y: -30, width: 60, height: 60)), with: .color(.blue))
            context.stroke(Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.red), lineWidth: 4)
        }
        let pair = try RenderedPair(canvas, size: size, name: "canvas")
        try pair.expect(100, 100, near: [0, 122, 255], "the turned square's centre")
        try pair.expect(100, 60, near: [0, 122, 255], "a corner of the turned square reaches up")
        try pair.expect(135, 135, near: [255, 255, 255], "outside the turned square")
        try pair.expect(10, 30, near: [255, 59, 48], "the stroked circle's left edge")
    }
}
