import Foundation
import Vellum
internal import VellumRaster

/// The difference picture of a changed preview in `vellum review`'s report:
/// the head's picture, faded, with every pixel that differs from the base's
/// painted red and a box around each changed region.
///
/// Both SVGs are drawn by librsvg at one pixel a point and compared pixel by
/// pixel (a pixel outside the smaller picture counts as clear). Changed pixels
/// are gathered into regions: 8-point cells holding a changed pixel, joined
/// when they touch (diagonals too), each boxed tightly around its pixels. The
/// same two SVGs give the same picture and regions on every machine with the
/// same librsvg.
///
/// ```swift
/// let difference = try ReviewDifference(before: baseSVG, after: headSVG)
/// difference.regions   // [Region(x: 4, y: 2, width: 12, height: 9)]
/// ```
struct ReviewDifference {
    /// A box around changed pixels, in points from the top left.
    struct Region: Codable, Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// The side of a cell in points: changes this close together make one region.
    static let cell = 8

    /// The changed regions, top to bottom, then left to right.
    private(set) var regions: [Region] = []
    /// The picture: an SVG document as large as the larger side.
    private(set) var svg = ""

    /// Compares `before` and `after` (SVG documents) with `rasterizer`.
    ///
    /// - Throws: `VellumError` from ``SVGRasterizer`` (`.missingLibrary` when librsvg is not installed).
    init(before: String, after: String, rasterizer: SVGRasterizer = SVGRasterizer()) throws {
        let a = try rasterizer.pixels(svg: before), b = try rasterizer.pixels(svg: after)
        let width = max(a.width, b.width), height = max(a.height, b.height)
        var changed = [Bool](repeating: false, count: width * height)
        var runs = ""
        for y in 0..<height {
            var x = 0
            while x < width {
                guard a.word(x: x, y: y) != b.word(x: x, y: y) else { x += 1; continue }
                let start = x
                while x < width, a.word(x: x, y: y) != b.word(x: x, y: y) { changed[y * width + x] = true; x += 1 }
                runs += "M\(start) \(y)h\(x - start)v1h-\(x - start)z"
            }
        }
        regions = Self.regions(changed, width: width, height: height)
        var text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            <title>Vellum review: \(regions.count) changed region\(regions.count == 1 ? "" : "s")</title>
            <rect width="\(width)" height="\(height)" fill="#FFFFFF"/>
            <image width="\(b.width)" height="\(b.height)" opacity="0.3" href="data:image/svg+xml;base64,\(Data(after.utf8).base64EncodedString())"/>

            """
        if !runs.isEmpty { text += "<path fill=\"#FF2D55\" d=\"\(runs)\"/>\n" }
        if !regions.isEmpty {
            text += "<g fill=\"none\" stroke=\"#FF2D55\" stroke-width=\"1\">"
            for region in regions {
                text += "<rect x=\"\(Double(region.x) - 1.5)\" y=\"\(Double(region.y) - 1.5)\" width=\"\(region.width + 3)\" height=\"\(region.height + 3)\"/>"
            }
            text += "</g>\n"
        }
        svg = text + "</svg>\n"
    }

    /// The regions of the `changed` pixels: touching cells joined, each boxed around its changed pixels.
    private static func regions(_ changed: [Bool], width: Int, height: Int) -> [Region] {
        let columns = (width + cell - 1) / cell, rows = (height + cell - 1) / cell
        // Each changed cell's box of changed pixels (minX, minY, maxX, maxY), nil when none changed.
        var boxes = [(Int, Int, Int, Int)?](repeating: nil, count: columns * rows)
        for y in 0..<height {
            for x in 0..<width where changed[y * width + x] {
                let index = (y / cell) * columns + x / cell
                if let box = boxes[index] {
                    boxes[index] = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
                } else {
                    boxes[index] = (x, y, x, y)
                }
            }
        }
        var seen = [Bool](repeating: false, count: columns * rows), found: [Region] = []
        for start in boxes.indices where boxes[start] != nil && !seen[start] {
            var stack = [start], box = boxes[start]!
            seen[start] = true
            while let index = stack.popLast() {
                let here = boxes[index]!
                box = (min(box.0, here.0), min(box.1, here.1), max(box.2, here.2), max(box.3, here.3))
                let row = index / columns, column = index % columns
                for dy in -1...1 {
                    for dx in -1...1 {
                        let r = row + dy, c = column + dx
                        guard r >= 0, r < rows, c >= 0, c < columns else { continue }
                        let next = r * columns + c
                        if boxes[next] != nil, !seen[next] { seen[next] = true; stack.append(next) }
                    }
                }
            }
            found.append(Region(x: box.0, y: box.1, width: box.2 - box.0 + 1, height: box.3 - box.1 + 1))
        }
        return found.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }
}
