import Foundation
import VellumGeometry

/// Path data (`d`) for a path, in absolute commands: `M`, `L`, `Q`, `C` and
/// `Z`, each number spelled by `SVGNumber`, coordinates separated by spaces.
///
/// ```swift
/// SVGPathData.string(Path(CGRect(x: 5, y: 5, width: 10, height: 10)))  // "M5 5L15 5L15 15L5 15Z"
/// ```
package enum SVGPathData {
    /// The path data of `path`.
    package static func string(_ path: Path) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.elements.count * 16)
        append(path, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the path data of `path` (as `string` spells it) to `sink`,
    /// each command spelled straight into the sink's storage.
    package static func append<Sink: UTF8Sink>(_ path: Path, to sink: inout Sink) {
        for e in path.elements {
            sink.write(atMost: maximumCommandLength) { buffer in
                switch e {
                case .move(let p): buffer[0] = UInt8(ascii: "M"); return point(p, buffer, 1)
                case .line(let p): buffer[0] = UInt8(ascii: "L"); return point(p, buffer, 1)
                case .quadCurve(let p, let c):
                    buffer[0] = UInt8(ascii: "Q")
                    let i = point(c, buffer, 1)
                    buffer[i] = UInt8(ascii: " ")
                    return point(p, buffer, i + 1)
                case .curve(let p, let c1, let c2):
                    buffer[0] = UInt8(ascii: "C")
                    var i = point(c1, buffer, 1)
                    buffer[i] = UInt8(ascii: " ")
                    i = point(c2, buffer, i + 1)
                    buffer[i] = UInt8(ascii: " ")
                    return point(p, buffer, i + 1)
                case .closeSubpath: buffer[0] = UInt8(ascii: "Z"); return 1
                }
            }
        }
    }

    /// The most bytes one command takes: a letter and six numbers with their separators.
    static let maximumCommandLength = 1 + 6 * (SVGNumber.maximumLength + 1)

    /// Writes `x y` at `offset` and returns the offset after it.
    @inline(__always)
    private static func point(_ p: CGPoint, _ buffer: UnsafeMutableBufferPointer<UInt8>, _ offset: Int) -> Int {
        let i = SVGNumber.write(Double(p.x), decimals: SVGNumber.decimals, to: buffer, at: offset)
        buffer[i] = UInt8(ascii: " ")
        return SVGNumber.write(Double(p.y), decimals: SVGNumber.decimals, to: buffer, at: i + 1)
    }

    /// The rectangle a path draws, when it is exactly one axis-aligned rectangle.
    package static func rectangle(_ path: Path) -> CGRect? {
        let e = path.elements
        guard e.count == 5, case .move(let a) = e[0], case .line(let b) = e[1], case .line(let c) = e[2],
              case .line(let d) = e[3], case .closeSubpath = e[4] else { return nil }
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return nil }
        let r = CGRect(x: Swift.min(a.x, c.x), y: Swift.min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
        return r.width > 0 && r.height > 0 ? r : nil
    }
}
