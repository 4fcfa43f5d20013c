import Foundation
import Testing
import Vellum

/// NaN, infinities, negative and absurd numbers never reach the SVG as
/// `nan` or `inf`, and never make it malformed.
@Suite("Hostile numbers")
struct HostileNumberTests {
    static let values: [CGFloat] = [.nan, .infinity, -.infinity, -40, -1e-300, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]

    /// A shape whose path is built from `v`.
    struct Scribble: Shape {
        let v: CGFloat
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: v, y: 0))
                p.addLine(to: CGPoint(x: rect.maxX, y: v))
                p.addQuadCurve(to: CGPoint(x: v, y: v), control: CGPoint(x: rect.midX, y: v))
                p.closeSubpath()
            }
        }
    }

    /// Views that each put `v` in one place.
    static func views(_ v: CGFloat) -> [(String, AnyView)] {
        let d = Double(v)
        return [
            ("frame(width:height:)", AnyView(Color.red.frame(width: v, height: v))),
            ("frame(width:) only", AnyView(Text("x").frame(width: v))),
            ("frame(min/ideal/max)", AnyView(Color.red.frame(minWidth: v, idealWidth: v, maxWidth: v, minHeight: v, idealHeight: v, maxHeight: v))),
            ("frame(maxWidth:) in HStack", AnyView(HStack { Color.red.frame(maxWidth: v); Color.blue })),
            ("fixedSize frame(idealWidth:)", AnyView(Color.red.frame(idealWidth: v, idealHeight: v).fixedSize())),
            ("padding", AnyView(Text("x").padding(v).background(Color.red))),
            ("padding(edges)", AnyView(Text("x").padding(.leading, v).padding(.top, v).background(Color.blue))),
            ("offset", AnyView(Color.red.frame(width: 10, height: 10).offset(x: v, y: v))),
            ("position", AnyView(Color.red.frame(width: 10, height: 10).position(x: v, y: v))),
            ("opacity", AnyView(Color.red.opacity(d))),
            ("Color components", AnyView(Color(red: d, green: d, blue: d, opacity: d))),
            ("Color white", AnyView(Rectangle().fill(Color(white: d, opacity: d)))),
            ("Color hue", AnyView(Color(hue: d, saturation: d, brightness: d))),
            ("stroke lineWidth", AnyView(Circle().stroke(.red, lineWidth: v))),
            ("strokeBorder lineWidth", AnyView(Circle().strokeBorder(.red, lineWidth: v))),
            ("border width", AnyView(Text("x").border(.red, width: v))),
            ("StrokeStyle", AnyView(Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2, miterLimit: v, dash: [v, v], dashPhase: v)))),
            ("cornerRadius shape", AnyView(RoundedRectangle(cornerRadius: v).fill(.red))),
            ("cornerRadius modifier", AnyView(Color.red.cornerRadius(v))),
            ("cornerSize", AnyView(RoundedRectangle(cornerSize: CGSize(width: v, height: -v)).fill(.red))),
            ("UnevenRoundedRectangle", AnyView(UnevenRoundedRectangle(topLeadingRadius: v, bottomLeadingRadius: -v, bottomTrailingRadius: v, topTrailingRadius: 5).fill(.red))),
            ("gradient stop location", AnyView(Rectangle().fill(LinearGradient(stops: [.init(color: .red, location: v), .init(color: .blue, location: 1), .init(color: .green, location: -v)], startPoint: .top, endPoint: .bottom)))),
            ("gradient unit points", AnyView(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: v, y: v), endPoint: .bottom)))),
            ("radial radii", AnyView(Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: v, endRadius: v)))),
            ("radial end radius", AnyView(Rectangle().fill(RadialGradient(colors: [.red, .blue], center: UnitPoint(x: v, y: 0.5), startRadius: 0, endRadius: v)))),
            ("elliptical fractions", AnyView(Rectangle().fill(EllipticalGradient(colors: [.red, .blue], center: .center, startRadiusFraction: v, endRadiusFraction: v)))),
            ("angular angles", AnyView(Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(d), endAngle: .radians(d))))),
            ("scaleEffect", AnyView(Color.red.frame(width: 10, height: 10).scaleEffect(v))),
            ("scaleEffect(x:y:)", AnyView(Color.red.frame(width: 10, height: 10).scaleEffect(x: v, y: 1, anchor: UnitPoint(x: v, y: v)))),
            ("rotationEffect", AnyView(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(d)))),
            ("rotationEffect anchor", AnyView(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(30), anchor: UnitPoint(x: v, y: 0)))),
            ("shadow", AnyView(Color.red.frame(width: 10, height: 10).shadow(radius: v, x: v, y: v))),
            ("Spacer(minLength:)", AnyView(HStack { Spacer(minLength: v); Text("a") })),
            ("stack spacing", AnyView(VStack(spacing: v) { Text("a"); Text("b") })),
            ("aspectRatio", AnyView(Color.red.aspectRatio(v, contentMode: .fit))),
            ("aspectRatio(CGSize)", AnyView(Color.red.aspectRatio(CGSize(width: v, height: 1), contentMode: .fill))),
            ("layoutPriority and zIndex", AnyView(HStack { Text("a").layoutPriority(d).zIndex(d); Text("b") })),
            ("font size", AnyView(Text("Hello").font(.system(size: v)))),
            ("lineSpacing", AnyView(Text("Hello\nworld").lineSpacing(v))),
            ("trim", AnyView(Circle().trim(from: v, to: 1).stroke(.red))),
            ("shape offset/rotation/scale", AnyView(Rectangle().offset(x: v).rotation(.degrees(d)).scale(v).fill(.red))),
            ("custom path", AnyView(Scribble(v: v).fill(.red))),
            ("custom path stroke", AnyView(Scribble(v: v).stroke(.blue, lineWidth: 2))),
            ("safeAreaInset spacing", AnyView(Color.red.safeAreaInset(edge: .top, spacing: v) { Text("bar") })),
            ("alignmentGuide", AnyView(VStack(alignment: .leading) { Text("a").alignmentGuide(.leading) { _ in v }; Text("b") })),
        ]
    }

    @Test("No nan or inf and well-formed output", arguments: values)
    func hostileValue(_ v: CGFloat) {
        for (name, view) in Self.views(v) {
            let context = "\(name) with \(v)"
            guard let svg = Hostile.svg(view, size: CGSize(width: 120, height: 120), text: .selectableText, context) else { continue }
            Hostile.wellFormed(svg, context)
            Hostile.expectFinite(svg, context)
            #expect(svg.utf8.count < 200_000, "\(context): \(svg.utf8.count) bytes")
            Hostile.expectShortNumbers(svg, context)
        }
    }

    @Test("A canvas of hostile size is empty, not malformed", arguments: values)
    func hostileCanvas(_ v: CGFloat) throws {
        let svg = try SVGRenderer(content: Color.red, size: CGSize(width: v, height: v)).svg()
        Hostile.wellFormed(svg, "canvas \(v)")
        Hostile.expectFinite(svg, "canvas \(v)")
        Hostile.expectShortNumbers(svg, "canvas \(v)")
    }

    @Test("A negative frame is clamped to zero, as SwiftUI clamps it")
    func negativeFrame() throws {
        let svg = try #require(Hostile.svg(Color.red.frame(width: -20, height: 10), "negative frame"))
        let doc = try #require(Hostile.wellFormed(svg, "negative frame"))
        #expect(!doc.elements.contains { $0.attributes["fill"] == "#FF3B30" }, "a negative-width red rect was drawn:\n\(svg)")
    }

    @Test("Negative padding shrinks the view, never below zero")
    func negativePadding() throws {
        let view = Color.red.frame(width: 10, height: 10).padding(-20).background(Color.blue)
        let svg = try #require(Hostile.svg(view, "negative padding"))
        let doc = try #require(Hostile.wellFormed(svg, "negative padding"))
        for e in doc.elements where e.name == "rect" {
            let w = Double(e.attributes["width"] ?? "0") ?? -1, h = Double(e.attributes["height"] ?? "0") ?? -1
            #expect(w >= 0 && h >= 0, "\(e.attributes)")
        }
    }
}
