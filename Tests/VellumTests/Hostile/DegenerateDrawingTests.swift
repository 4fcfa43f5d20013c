import Foundation
import Testing
import Vellum
import VellumTestSupport

/// Empty gradients, zero-size shapes and degenerate paths draw nothing: no
/// element a viewer would report as an error, and nothing visible.
@Suite("Degenerate drawing")
struct DegenerateDrawingTests {
    /// A path with nothing to fill: a lone move, a line back to its start, or no elements at all.
    struct Degenerate: Shape {
        let kind: Int
        func path(in rect: CGRect) -> Path {
            Path { p in
                switch kind {
                case 0: break
                case 1: p.move(to: CGPoint(x: 5, y: 5))
                case 2: p.move(to: CGPoint(x: 5, y: 5)); p.addLine(to: CGPoint(x: 5, y: 5)); p.closeSubpath()
                case 3: p.closeSubpath(); p.closeSubpath()
                default: p.addLine(to: CGPoint(x: 9, y: 9))   // a line with no current point
                }
            }
        }
    }

    /// The elements a drawing adds to an otherwise empty document.
    static func drawn<V: View>(_ view: V, _ context: String) -> [SVGQuery.Element]? {
        guard let svg = Hostile.svg(view, size: CGSize(width: 50, height: 50), context),
              let doc = Hostile.wellFormed(svg, context) else { return nil }
        Hostile.expectFinite(svg, context)
        // The document itself: <svg> and the background rect.
        return Array(doc.elements.dropFirst(2))
    }

    @Test("Empty gradients draw nothing")
    func emptyGradients() throws {
        let views: [(String, AnyView)] = [
            ("LinearGradient", AnyView(Rectangle().fill(LinearGradient(colors: [], startPoint: .top, endPoint: .bottom)))),
            ("LinearGradient stops", AnyView(Rectangle().fill(LinearGradient(stops: [], startPoint: .top, endPoint: .bottom)))),
            ("RadialGradient", AnyView(Circle().fill(RadialGradient(colors: [], center: .center, startRadius: 0, endRadius: 10)))),
            ("EllipticalGradient", AnyView(Circle().fill(EllipticalGradient(colors: [])))),
            ("AngularGradient", AnyView(Circle().fill(AngularGradient(colors: [], center: .center)))),
            ("background gradient", AnyView(Text("x").background(LinearGradient(colors: [], startPoint: .leading, endPoint: .trailing)))),
            ("stroke gradient", AnyView(Circle().stroke(LinearGradient(colors: [], startPoint: .leading, endPoint: .trailing), lineWidth: 3))),
        ]
        for (name, view) in views {
            guard let elements = Self.drawn(view, name) else { continue }
            let painted = elements.filter { e in ["fill", "stroke"].contains { e.attributes[$0]?.hasPrefix("url(") == true } }
            #expect(painted.isEmpty, "\(name): painted with an empty gradient: \(painted.map(\.attributes))")
            #expect(!elements.contains { $0.name.hasSuffix("Gradient") }, "\(name): an empty gradient element")
        }
    }

    @Test("Zero-size shapes draw nothing")
    func zeroSizeShapes() throws {
        let views: [(String, AnyView)] = [
            ("Rectangle 0x0", AnyView(Rectangle().fill(.red).frame(width: 0, height: 0))),
            ("Rectangle 0x10", AnyView(Rectangle().fill(.red).frame(width: 0, height: 10))),
            ("Circle 10x0", AnyView(Circle().fill(.red).frame(width: 10, height: 0))),
            ("Capsule 0x0", AnyView(Capsule().fill(.red).frame(width: 0, height: 0))),
            ("Ellipse stroke 0x0", AnyView(Ellipse().stroke(.red, lineWidth: 0).frame(width: 0, height: 0))),
            ("RoundedRectangle 0x5", AnyView(RoundedRectangle(cornerRadius: 4).fill(.red).frame(width: 0, height: 5))),
            ("Color 0x0", AnyView(Color.red.frame(width: 0, height: 0))),
            ("Image 0x0", AnyView(Image(systemName: "star.fill").resizable().frame(width: 0, height: 0))),
            ("Text 0x0", AnyView(Text("hidden").frame(width: 0, height: 0).clipped())),
            ("lineWidth 0", AnyView(Rectangle().stroke(.red, lineWidth: 0))),
            ("opacity 0", AnyView(Color.red.opacity(0))),
            ("clear", AnyView(Color.clear)),
        ]
        for (name, view) in views {
            guard let elements = Self.drawn(view, name) else { continue }
            let visible = elements.filter { ["rect", "path", "circle", "ellipse", "image", "text"].contains($0.name) }
            #expect(visible.isEmpty, "\(name): drew \(visible.map { "<\($0.name) \($0.attributes)>" })")
        }
    }

    @Test("Degenerate paths draw nothing", arguments: 0..<5)
    func degeneratePaths(_ kind: Int) throws {
        for (mode, view) in [("fill", AnyView(Degenerate(kind: kind).fill(.red))), ("stroke", AnyView(Degenerate(kind: kind).stroke(.red, lineWidth: 2))),
                             ("clip", AnyView(Color.red.clipShape(Degenerate(kind: kind)))),
                             ("mask", AnyView(Color.red.mask { Degenerate(kind: kind) }))] {
            let context = "path \(kind) \(mode)"
            guard let elements = Self.drawn(view, context) else { continue }
            for e in elements where e.name == "path" {
                let d = e.attributes["d"] ?? ""
                #expect(!d.isEmpty, "\(context): an empty d attribute")
                #expect(d.first == "M", "\(context): path data must start with a moveto: \(d)")
            }
            let visible = elements.filter { ["rect", "path"].contains($0.name) && $0.attributes["fill"] == "#FF3B30" }
            if mode == "fill" || mode == "stroke" {
                #expect(visible.isEmpty, "\(context): drew \(visible.map(\.attributes))")
            }
        }
    }
}
