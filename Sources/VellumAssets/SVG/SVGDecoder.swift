import VellumCore
import VellumGeometry

/// Decodes an SVG file: sanitises it and works out its intrinsic size.
package enum SVGDecoder {
    /// The sanitised document and its size in user units (points at scale 1).
    ///
    /// The size comes from the root's `width` and `height`; a missing one is
    /// derived from the `viewBox` aspect ratio, and with neither the `viewBox`
    /// size is used.
    ///
    /// - Throws: `VellumError` `.corruptFile` when the document is unusable or
    ///   has no size, `.tooLarge` beyond ``DecodingLimits/maximumSide``.
    package static func decode(_ bytes: [UInt8], name: String) throws -> (svg: SanitizedSVG, width: Double, height: Double) {
        let svg = try SVGSanitizer.sanitize(bytes, name: name)
        let width = svg.rootAttribute("width").flatMap(SVGLength.userUnits)
        let height = svg.rootAttribute("height").flatMap(SVGLength.userUnits)
        let viewBox = svg.rootAttribute("viewBox").flatMap(SVGLength.viewBoxSize)
        let size: (Double, Double)
        switch (width, height, viewBox) {
        case let (width?, height?, _):
            size = (width, height)
        case let (width?, nil, box?):
            size = (width, width * box.height / box.width)
        case let (nil, height?, box?):
            size = (height * box.width / box.height, height)
        case let (nil, nil, box?):
            size = box
        default:
            throw VellumError.corruptFile(
                name, "has no usable size: its <svg> element needs width and height, or a viewBox",
                fix: "Add a viewBox (e.g. viewBox=\"0 0 24 24\") or width and height in px to the <svg> element.")
        }
        guard size.0.isFinite, size.1.isFinite, size.0 > 0, size.1 > 0 else {
            throw VellumError.corruptFile(
                name, "has a zero, negative or invalid size (\(size.0) x \(size.1))",
                fix: "Give the <svg> element a positive width and height or viewBox.")
        }
        let limit = Double(DecodingLimits.maximumSide)
        guard size.0 <= limit, size.1 <= limit else {
            throw VellumError.tooLarge(
                name, "is \(whole(size.0)) x \(whole(size.1)) units, beyond the limit of \(DecodingLimits.maximumSide) a side",
                fix: "Give the <svg> element a smaller width and height or viewBox.")
        }
        return (svg, size.0, size.1)
    }

    /// A size for messages, without risking an overflowing conversion.
    private static func whole(_ value: Double) -> String {
        value < 1e12 ? String(Int(value.rounded())) : "over 10^12"
    }
}
