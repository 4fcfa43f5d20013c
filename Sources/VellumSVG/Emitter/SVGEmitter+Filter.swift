import Foundation
import VellumCore

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
        case .alphaThreshold(let lo, let hi, let color):
            // Alpha becomes 1 inside min…max and 0 outside, one table entry per
            // 8-bit alpha level; then the colour is flooded into that alpha.
            w.open("feComponentTransfer", [("in", input), ("result", result + "a")])
            w.empty("feFuncA", [("type", "discrete"), ("tableValues", Self.thresholdTable(lo, hi))])
            w.close()
            var flood = [("flood-color", color.hexRGB)]
            if color.alpha < 1 { flood.append(("flood-opacity", SVGNumber.format(color.alpha))) }
            w.empty("feFlood", flood + [("result", result + "c")])
            w.empty("feComposite", [("in", result + "c"), ("in2", result + "a"), ("operator", "in"), ("result", result)])
            return result
        case .shadow(let color, _, let offset, let inner, let composite):
            let sigma = SVGNumber.format(f.deviation)
            let dx = SVGNumber.format(offset.width), dy = SVGNumber.format(offset.height)
            var flood = [("flood-color", color.hexRGB)]
            if color.alpha < 1 { flood.append(("flood-opacity", SVGNumber.format(color.alpha))) }
            w.empty("feFlood", flood + [("result", result + "c")])
            if inner {
                // color × (1 − the layer's alpha, moved and blurred), inside the layer:
                // only the layer's own pixels are read, so a viewer that computes
                // filters only on the canvas (librsvg) draws a large offset whole.
                var moved = Self.writeOffset(input, dx, dy, result: result + "o", into: &w)
                if sigma != "0" { w.empty("feGaussianBlur", [("in", moved), ("stdDeviation", sigma), ("result", result + "b")]); moved = result + "b" }
                w.empty("feComposite", [("in", result + "c"), ("in2", moved), ("operator", "out"), ("result", result + "t")])
                w.empty("feComposite", [("in", result + "t"), ("in2", input), ("operator", "in"), ("result", result + "s")])
                if composite == .only { return result + "s" }
                w.open("feMerge", [("result", result)])
                w.empty("feMergeNode", [("in", input)])
                w.empty("feMergeNode", [("in", result + "s")])
                w.close()
                return result
            }
            // A drop shadow tints the layer's alpha.
            w.empty("feComposite", [("in", result + "c"), ("in2", input), ("operator", "in"), ("result", result + "t")])
            var last = result + "t"
            if sigma != "0" { w.empty("feGaussianBlur", [("in", last), ("stdDeviation", sigma), ("result", result + "b")]); last = result + "b" }
            last = Self.writeOffset(last, dx, dy, result: result + "o", into: &w)
            if composite == .only { return last }
            let above = composite == .above
            w.open("feMerge", [("result", result)])
            w.empty("feMergeNode", [("in", above ? input : last)])
            w.empty("feMergeNode", [("in", above ? last : input)])
            w.close()
            return result
        }
    }

    /// An `feOffset` of `input` by (dx, dy), already formatted, named `result`;
    /// nothing when both are 0. Returns the name of what to read next.
    private static func writeOffset(_ input: String, _ dx: String, _ dy: String, result: String, into w: inout XMLWriter) -> String {
        guard dx != "0" || dy != "0" else { return input }
        let shift = (dx != "0" ? [("dx", dx)] : []) + (dy != "0" ? [("dy", dy)] : [])
        w.empty("feOffset", [("in", input)] + shift + [("result", result)])
        return result
    }

    /// 256 discrete alpha levels (level k covers alpha k/256 up to (k+1)/256,
    /// so an 8-bit alpha a lands on level a): 1 where a / 255 is in `lo…hi`.
    static func thresholdTable(_ lo: Double, _ hi: Double) -> String {
        (0..<256).map { k in
            let a = Double(k) / 255
            return a >= lo - 1e-9 && a <= hi + 1e-9 ? "1" : "0"
        }.joined(separator: " ")
    }

    /// Unpremultiplied colour kept, alpha set to 1.
    private static let opaqueAlpha = FilterColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1])

    /// The 20 entries of a matrix, spaced, at the precision of transform matrices.
    static func matrixValues(_ m: FilterColorMatrix) -> String {
        m.values.map { SVGNumber.format($0, decimals: SVGNumber.matrixDecimals) }.joined(separator: " ")
    }
}
