import Foundation
import VellumCore
import VellumGeometry
import VellumXML

extension Path {
    /// The path SVG path data (a `d` attribute) describes: every command of SVG
    /// 1.1 (M L H V C S Q T A Z, absolute and relative), as `PathDataParser`
    /// reads them, with arcs converted to cubic curves.
    ///
    /// ```swift
    /// let badge = try Path(svgPathData: "M0 0h10v10h-10z", source: "badge.svg")
    /// ```
    ///
    /// - Parameter source: Names the data in error messages.
    /// - Throws: `VellumError.corruptFile` naming `source`, the character
    ///   offset and what was expected there.
    package init(svgPathData data: String, source: String = "path data") throws {
        let segments: PathData
        do {
            segments = try PathDataParser.parse(data).absolute
        } catch {
            throw VellumError(.corruptFile, subject: source, message:
                "The path data in \(source) is malformed at character \(error.offset): \(error.expected), found \(error.found). "
                + "Fix the d attribute, or export the drawing again with plain path data.")
        }
        self.init(absoluteSegments: segments)
    }

    /// The path of absolute `M L C Q A Z` segments (`PathData.absolute`). A
    /// segment drawn after a close starts at the closed subpath's start.
    private init(absoluteSegments segments: PathData) {
        self.init()
        var current = CGPoint.zero
        var start = CGPoint.zero
        var closed = false
        segments.forEachSegment { command, v in
            let n = v.startIndex
            if closed && command != UInt8(ascii: "M") {
                move(to: current)
            }
            closed = false
            switch command {
            case UInt8(ascii: "M"):
                current = CGPoint(x: v[n], y: v[n + 1])
                move(to: current)
                start = current
            case UInt8(ascii: "L"):
                current = CGPoint(x: v[n], y: v[n + 1])
                addLine(to: current)
            case UInt8(ascii: "C"):
                let end = CGPoint(x: v[n + 4], y: v[n + 5])
                addCurve(to: end, control1: CGPoint(x: v[n], y: v[n + 1]), control2: CGPoint(x: v[n + 2], y: v[n + 3]))
                current = end
            case UInt8(ascii: "Q"):
                let end = CGPoint(x: v[n + 2], y: v[n + 3])
                addQuadCurve(to: end, control: CGPoint(x: v[n], y: v[n + 1]))
                current = end
            case UInt8(ascii: "A"):
                let end = CGPoint(x: v[n + 5], y: v[n + 6])
                SVGArc.append(to: &self, from: current, to: end, rx: v[n], ry: v[n + 1],
                              rotationDegrees: v[n + 2], largeArc: v[n + 3] != 0, sweep: v[n + 4] != 0)
                current = end
            default:  // Z
                closeSubpath()
                current = start
                closed = true
            }
        }
    }
}
