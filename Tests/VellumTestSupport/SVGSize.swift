import Foundation

/// The size in CSS pixels of an SVG document's root `<svg>`: its `width` and
/// `height` (px or absolute units at 96 per inch), else its `viewBox`, as a
/// browser sizes a standalone SVG file.
package struct SVGSize: Equatable, Sendable {
    /// CSS pixels across and down.
    package let width: Double, height: Double

    private static let units: [String: Double] = ["": 1, "px": 1, "pt": 96.0 / 72, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4]

    /// The size of the root `<svg>` of `svg`, or a failure that says why there is none.
    package init(of svg: String) throws {
        guard let open = svg.range(of: "<svg"), let end = svg[open.upperBound...].firstIndex(of: ">") else {
            throw BrowserDriver.Failure(description: "no <svg> element in the document")
        }
        let tag = String(svg[open.upperBound..<end])
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: #"(^|\s)\#(name)\s*=\s*["']([^"']*)["']"#, options: .regularExpression) else { return nil }
            let text = tag[range]
            guard let quote = text.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return nil }
            return String(text[text.index(after: quote)..<text.index(before: text.endIndex)])
        }
        func length(_ name: String) -> Double? {
            guard let text = attribute(name)?.trimmingCharacters(in: .whitespaces) else { return nil }
            let unit = String(text.reversed().prefix { $0.isLetter }.reversed())
            guard let scale = Self.units[unit], let value = Double(text.dropLast(unit.count)) else { return nil }
            return value * scale
        }
        var width = length("width"), height = length("height")
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        if box.count == 4, box[2] > 0, box[3] > 0 {
            switch (width, height) {
            case (nil, nil): (width, height) = (box[2], box[3])
            case (nil, let h?): width = h * box[2] / box[3]
            case (let w?, nil): height = w * box[3] / box[2]
            default: break
            }
        }
        guard let width, let height, width > 0, height > 0 else {
            throw BrowserDriver.Failure(description: "the root <svg> has no size in px and no viewBox")
        }
        self.width = width
        self.height = height
    }

    /// The picture's pixels at `scale` device pixels per CSS pixel, as svg-shot made them:
    /// the size rounded to whole CSS pixels, times the scale, rounded half up.
    package func pixels(scale: Int) -> (width: Int, height: Int) {
        let (css, cssHeight) = cssPixels
        return (Int((Double(css * scale)).rounded(.toNearestOrAwayFromZero)), Int(Double(cssHeight * scale).rounded(.toNearestOrAwayFromZero)))
    }

    /// The size rounded to whole CSS pixels (half up): the page's viewport.
    package var cssPixels: (width: Int, height: Int) {
        (Int(width.rounded(.toNearestOrAwayFromZero)), Int(height.rounded(.toNearestOrAwayFromZero)))
    }
}
