extension SVGEmitter {
    /// The id of a `<filter>` that runs `filters` in order on a group's
    /// pixels, in the region the render tree sized (`RenderGroup.filterRegion`);
    /// `inputs` are the rectangles each filter reads (`filterInputs`). Equal
    /// chains in equal regions share one definition.
    ///
    /// Every filter interpolates in sRGB (`color-interpolation-filters`), as
    /// SwiftUI's matrices work on sRGB-encoded components; Chromium defaults
    /// to linearRGB, so the attribute is always written.
    mutating func filterID(_ filters: [RenderFilter], inputs: [CGRect], region: CGRect) -> String {
        var fw = XMLWriter()
        var last = "SourceGraphic"
        for (i, (f, input)) in zip(filters, inputs).enumerated() {
            last = Self.writeFilter(f, input: input, from: last, step: i + 1, into: &fw)
        }
        let box = Self.box(region)
        let key = box.map { $0.1 }.joined(separator: " ") + "|" + fw.output
        return defs.id(prefix: "f", key: key) { dw, id in
            dw.open("filter", [("id", id), ("filterUnits", "userSpaceOnUse")] + box + [("color-interpolation-filters", "sRGB")])
            dw.append(fw)
            dw.close()
        }
    }

    /// Writes one filter's primitives reading `input` (a result name) and
    /// returns the name of its last result (`r<step>`, or a step of it).
    private static func writeFilter(_ f: RenderFilter, input rect: CGRect, from input: String, step: Int,
                                    into w: inout XMLWriter) -> String {
        let result = "r" + String(step)
        switch f {
        case .blur(let radius, let opaque):
            let sigma = SVGNumber.format(f.deviation)
            guard opaque else {
                w.empty("feGaussianBlur", [("in", input), ("stdDeviation", sigma), ("result", result)])
                return result
            }
            // Opaque: blur inside the layer's bounds only, then divide by the
            // coverage (feColorMatrix reads unpremultiplied colour) and set alpha
            // to 1, so the edges keep their colour instead of fading, as a blur
            // with clamped edges draws them.
            var from = input
            if radius > 0 {
                w.empty("feGaussianBlur", [("in", input), ("stdDeviation", sigma), ("result", result + "b")])
                from = result + "b"
            }
            w.empty("feColorMatrix", [("in", from), ("type", "matrix"), ("values", Self.matrixValues(Self.opaqueAlpha))]
                    + Self.box(rect) + [("result", result)])
            return result
        case .colorMatrix(let m):
            w.empty("feColorMatrix", [("in", input), ("type", "matrix"), ("values", Self.matrixValues(m)), ("result", result)])
            return result
        case .shadow(let color, _, let offset, let inner, let composite):
            let sigma = SVGNumber.format(f.deviation)
            let dx = SVGNumber.format(offset.width), dy = SVGNumber.format(offset.height)
            var flood = [("flood-color", color.hexRGB)]
            if color.alpha < 1 { flood.append(("flood-opacity", SVGNumber.format(color.alpha))) }
            w.empty("feFlood", flood + [("result", result + "c")])
            // A drop shadow tints the layer's alpha; an inner one what lies outside it.
            w.empty("feComposite", [("in", result + "c"), ("in2", input), ("operator", inner ? "out" : "in"), ("result", result + "t")])
            var last = result + "t"
            if sigma != "0" { w.empty("feGaussianBlur", [("in", last), ("stdDeviation", sigma), ("result", result + "b")]); last = result + "b" }
            if dx != "0" || dy != "0" {
                let shift = (dx != "0" ? [("dx", dx)] : []) + (dy != "0" ? [("dy", dy)] : [])
                w.empty("feOffset", [("in", last)] + shift + [("result", result + "o")])
                last = result + "o"
            }
            if inner {
                w.empty("feComposite", [("in", last), ("in2", input), ("operator", "in"), ("result", result + "s")])
                last = result + "s"
            }
            if composite == .only { return last }
            let above = inner || composite == .above
            w.open("feMerge", [("result", result)])
            w.empty("feMergeNode", [("in", above ? input : last)])
            w.empty("feMergeNode", [("in", above ? last : input)])
            w.close()
            return result
        }
    }

    /// Unpremultiplied colour kept, alpha set to 1.
    private static let opaqueAlpha = FilterColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1])

    /// The 20 entries of a matrix, spaced, at the precision of transform matrices.
    static func matrixValues(_ m: FilterColorMatrix) -> String {
        m.values.map { SVGNumber.format($0, decimals: SVGNumber.matrixDecimals) }.joined(separator: " ")
    }
}
