import Foundation
import VellumCore
import VellumRender

extension SVGEmitter {
    /// Writes a resolved backdrop: inside its shape, in the document's
    /// coordinates (so the blur is upright, as librsvg and Chromium both
    /// draw it, whatever turns the shape), the document's background over
    /// the canvas and `<use>` copies of the drawings behind it, blurred and
    /// saturated as one layer. Hidden from assistive technologies (the
    /// copies hold labels already read where they are drawn). Nothing for a
    /// backdrop with no sources.
    ///
    /// Over an opaque background the blur keeps the canvas's edges as a
    /// device's does (it sees no edge: the screen goes on under the bezel):
    /// the blurred layer is divided by its coverage inside the canvas, as an
    /// opaque `blur(radius:opaque:)` is, so nothing fades at the screen's edge.
    mutating func emitBackdrop(_ b: RenderBackdrop, into w: inout XMLWriter) {
        let det = b.fromRoot.a * b.fromRoot.d - b.fromRoot.b * b.fromRoot.c
        guard !b.sources.isEmpty, det != 0, det.isFinite, let local = b.reach,
              let reach = local.applying(b.fromRoot.inverted()).finiteOrNil else { return }
        let background = self.background.flatMap { $0.alpha > 0 ? $0 : nil }
        // Where the copy is opaque: the canvas, within the blur's reach.
        let canvas = self.canvas.intersection(reach)
        let opaque = background != nil && !canvas.isNull && !canvas.isEmpty
        w.open("g")
        w.attribute("clip-path", "url(#" + clipID(b.shape) + ")")
        w.attribute("aria-hidden", "true")
        if !b.fromRoot.isIdentity { w.open("g"); w.attribute("transform", Self.transform(b.fromRoot)) }
        var filters: [RenderFilter] = []
        if b.blur.radius > 0 || opaque { filters.append(.blur(radius: b.blur.radius, opaque: opaque)) }
        if b.blur.saturation != 1 { filters.append(.colorMatrix(.saturation(b.blur.saturation))) }
        w.open("g")
        if !filters.isEmpty {
            let inputs = filters.map { _ in opaque ? canvas : reach }
            w.attribute("filter", "url(#" + filterID(filters, inputs: inputs, region: reach) + ")")
        }
        if let background {
            w.open("rect")
            w.attribute("width", number: Double(self.canvas.width))
            w.attribute("height", number: Double(self.canvas.height))
            writeColor("fill", background, 1, into: &w)
            w.close()
        }
        for source in b.sources {
            w.open("use")
            w.attribute("href", "#" + source.id)
            if !source.transform.isIdentity { w.attribute("transform", Self.transform(source.transform)) }
            w.close()
        }
        w.close()
        if !b.fromRoot.isIdentity { w.close() }
        w.close()
    }
}
