extension SVGEmitter {
    /// `fill`/`stroke` for a colour, with its opacity only when below 1.
    func colorAttributes(_ name: String, _ c: RGBAColor, _ opacity: Double) -> [(String, String)] {
        var a = [(name, c.hexRGB)]
        let alpha = c.alpha * opacity
        if alpha < 1 { a.append((name + "-opacity", SVGNumber.format(alpha))) }
        return a
    }

    /// `fill`/`stroke` for any paint; gradients and patterns go to the defs.
    mutating func paintAttributes(_ name: String, _ ref: PaintRef) -> [(String, String)] {
        switch ref.paint {
        case .color(let c):
            return colorAttributes(name, c, ref.opacity)
        case .linear(let g, let s, let e):
            let id = gradientID("linearGradient", g, [("x1", s.x), ("y1", s.y), ("x2", e.x), ("y2", e.y)], transform: nil)
            return [(name, "url(#\(id))")] + opacityAttribute(name, ref.opacity)
        case .radial(let g, let c, let r, let t):
            let id = gradientID("radialGradient", g, [("cx", c.x), ("cy", c.y), ("r", r)], transform: t)
            return [(name, "url(#\(id))")] + opacityAttribute(name, ref.opacity)
        case .pattern(let image, let tile, let frame):
            let box = [("x", tile.minX), ("y", tile.minY), ("width", tile.width), ("height", tile.height)].map { ($0.0, SVGNumber.format($0.1)) }
            var imageAttrs = [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)].map { ($0.0, SVGNumber.format($0.1)) }
            imageAttrs.removeAll { ($0.0 == "x" || $0.0 == "y") && $0.1 == "0" }
            let uri = Self.dataURI(image)
            let key = (box + imageAttrs).map { $0.0 + "=" + $0.1 }.joined(separator: " ") + "|" + uri
            let id = defs.id(prefix: "p", key: key) { dw, id in
                dw.open("pattern", [("id", id), ("patternUnits", "userSpaceOnUse")] + box)
                dw.empty("image", imageAttrs + [("preserveAspectRatio", "none"), ("href", uri)])
                dw.close()
            }
            return [(name, "url(#\(id))")] + opacityAttribute(name, ref.opacity)
        }
    }

    private func opacityAttribute(_ name: String, _ o: Double) -> [(String, String)] {
        o < 1 ? [(name + "-opacity", SVGNumber.format(o))] : []
    }

    private mutating func gradientID(_ element: String, _ g: ResolvedGradient, _ geometry: [(String, CGFloat)], transform: CGAffineTransform?) -> String {
        var attrs: [(String, String)] = [("gradientUnits", "userSpaceOnUse")] + geometry.map { ($0.0, SVGNumber.format($0.1)) }
        if let t = transform, !t.isIdentity { attrs.append(("gradientTransform", Self.transform(t))) }
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
}
