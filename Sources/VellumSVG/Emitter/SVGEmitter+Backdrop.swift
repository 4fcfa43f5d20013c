import Foundation
import VellumCore
import VellumRender

extension SVGEmitter {
    /// Writes a resolved backdrop: inside its shape, the document's
    /// background, then `<use>` copies of the drawings behind it, blurred and
    /// saturated as one layer. Hidden from assistive technologies (the copies
    /// hold labels already read where they are drawn). Nothing for a
    /// backdrop with no sources.
    mutating func emitBackdrop(_ b: RenderBackdrop, into w: inout XMLWriter) {
        guard !b.sources.isEmpty, let reach = b.reach else { return }
        w.open("g")
        w.attribute("clip-path", "url(#" + clipID(b.shape) + ")")
        w.attribute("aria-hidden", "true")
        if let background, background.alpha > 0 {
            w.open("rect")
            w.attribute("x", nonZeroNumber: Double(reach.minX))
            w.attribute("y", nonZeroNumber: Double(reach.minY))
            w.attribute("width", number: Double(reach.width))
            w.attribute("height", number: Double(reach.height))
            writeColor("fill", background, 1, into: &w)
            w.close()
        }
        var filters: [RenderFilter] = []
        if b.blur.radius > 0 { filters.append(.blur(radius: b.blur.radius, opaque: false)) }
        if b.blur.saturation != 1 { filters.append(.colorMatrix(.saturation(b.blur.saturation))) }
        w.open("g")
        if !filters.isEmpty {
            w.attribute("filter", "url(#" + filterID(filters, inputs: filters.map { _ in reach }, region: reach) + ")")
        }
        for source in b.sources {
            w.open("use")
            w.attribute("href", "#" + source.id)
            if !source.transform.isIdentity { w.attribute("transform", Self.transform(source.transform)) }
            w.close()
        }
        w.close()
        w.close()
    }
}
