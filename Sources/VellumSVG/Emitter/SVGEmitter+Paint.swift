import Foundation
import VellumCore
import VellumGeometry
import VellumRender

extension SVGEmitter {
    /// Writes `fill`/`stroke` for a colour, with its opacity only when below 1.
    func writeColor(_ name: String, _ c: RGBAColor, _ opacity: Double, into w: inout XMLWriter) {
        w.attribute(name, hexRGB: c)
        let alpha = c.alpha * opacity
        if alpha < 1 { w.attribute(name + "-opacity", number: alpha) }
    }

    /// Writes `fill`/`stroke` for any paint; gradients and patterns go to the defs.
    mutating func writePaint(_ name: String, _ ref: PaintRef, into w: inout XMLWriter) {
        let id: String
        switch ref.paint {
        case .color(let c):
            writeColor(name, c, ref.opacity, into: &w)
            return
        case .linear(let g, let s, let e):
            id = gradientID("linearGradient", g, [("x1", s.x), ("y1", s.y), ("x2", e.x), ("y2", e.y)], transform: nil)
        case .radial(let g, let c, let r, let t):
            id = gradientID("radialGradient", g, [("cx", c.x), ("cy", c.y), ("r", r)], transform: t)
        case .pattern(let image, let tile, let frame):
            id = patternID(image, tile: tile, frame: frame)
        }
        w.attribute(name, "url(#" + id + ")")
        if ref.opacity < 1 { w.attribute(name + "-opacity", number: ref.opacity) }
    }

    /// The id of an image pattern: one tile in user space, the image placed inside it.
    private mutating func patternID(_ image: ImageData, tile: CGRect, frame: CGRect) -> String {
        let box = Self.box(tile)
        var imageAttrs = Self.box(frame)
        imageAttrs.removeAll { ($0.0 == "x" || $0.0 == "y") && $0.1 == "0" }
        let uri = Self.dataURI(image)
        let key = (box + imageAttrs).map { $0.0 + "=" + $0.1 }.joined(separator: " ") + "|" + uri
        return defs.id(prefix: "p", key: key) { dw, id in
            dw.open("pattern", [("id", id), ("patternUnits", "userSpaceOnUse")] + box)
            dw.empty("image", imageAttrs + [("preserveAspectRatio", "none"), ("href", uri)])
            dw.close()
        }
    }

    /// The id of a gradient definition with `geometry` in user space.
    private mutating func gradientID(_ element: String, _ g: ResolvedGradient, _ geometry: [(String, CGFloat)], transform: CGAffineTransform?) -> String {
        var attrs: [(String, String)] = [("gradientUnits", "userSpaceOnUse")] + geometry.map { ($0.0, SVGNumber.format($0.1)) }
        if let t = transform, !t.isIdentity { attrs.append(("gradientTransform", Self.transform(t))) }
        switch g.spread {
        case .pad: break
        case .repeat: attrs.append(("spreadMethod", "repeat"))
        case .reflect: attrs.append(("spreadMethod", "reflect"))
        }
        let stops: [[(String, String)]] = g.stops.map { s in
            var a = [("offset", SVGNumber.format(s.location)), ("stop-color", s.color.hexRGB)]
            if s.color.alpha < 1 { a.append(("stop-opacity", SVGNumber.format(s.color.alpha))) }
            return a
        }
        let key = element + "|" + attrs.map { $0.0 + "=" + $0.1 }.joined(separator: " ") + "|"
            + stops.map { $0.map { $0.1 }.joined(separator: ",") }.joined(separator: ";")
        return defs.id(prefix: "g", key: key) { dw, id in
            dw.open(element, [("id", id)] + attrs)
            for s in stops { dw.empty("stop", s) }
            dw.close()
        }
    }

    /// `x`, `y`, `width` and `height` of a region, spelled, for a definition.
    static func box(_ r: CGRect) -> [(String, String)] {
        [("x", r.minX), ("y", r.minY), ("width", r.width), ("height", r.height)].map { ($0.0, SVGNumber.format($0.1)) }
    }
}
