import VellumGeometry

extension SVGEmitter {
    /// Writes the stroke attributes that differ from SVG's defaults. SwiftUI's
    /// miter limit is 10 where SVG's is 4, so a miter join always writes it.
    static func writeStrokeStyle(_ s: StrokeStyle, into w: inout XMLWriter) {
        if s.lineWidth != 1 { w.attribute("stroke-width", number: Double(s.lineWidth)) }
        switch s.lineCap {
        case .butt: break
        case .round: w.attribute("stroke-linecap", "round")
        case .square: w.attribute("stroke-linecap", "square")
        }
        switch s.lineJoin {
        case .miter:
            let limit = s.miterLimit.isFinite ? Swift.max(1, s.miterLimit) : 10
            let spelled = SVGNumber.format(limit)
            if spelled != "4" { w.attribute("stroke-miterlimit", spelled) }
        case .round: w.attribute("stroke-linejoin", "round")
        case .bevel: w.attribute("stroke-linejoin", "bevel")
        }
        // SVG ignores a whole dash array with a negative or non-finite entry,
        // and draws nothing for one that sums to zero; CoreGraphics draws solid.
        let dash = s.dash
        if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) {
            w.attribute("stroke-dasharray", numbers: dash)
            if s.dashPhase.isFinite { w.attribute("stroke-dashoffset", nonZeroNumber: Double(s.dashPhase)) }
        }
    }
}
