import Foundation
import VellumCore
import VellumGeometry

/// Parses SVG path data (the `d` attribute) into a `Path`: every command of
/// SVG 1.1 (M L H V C S Q T A Z, absolute and relative), implicit repeats,
/// numbers packed without separators, and arcs converted to cubic curves.
///
/// ```swift
/// let path = try SVGPathDataParser.parse("M0 0h10v10h-10z", source: "badge.svg")
/// ```
package enum SVGPathDataParser {
    /// The path `data` describes; `source` names it in error messages.
    ///
    /// - Throws: `VellumError.corruptFile` naming `source`, the character
    ///   offset and what was expected there.
    package static func parse(_ data: String, source: String = "path data") throws -> Path {
        var scanner = Scanner(bytes: Array(data.utf8), source: source)
        return try scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        let source: String
        var i = 0
        var path = Path()
        var current = CGPoint.zero
        var start = CGPoint.zero
        var lastControl: CGPoint?
        var lastCommand: UInt8 = 0
        var closed = false

        init(bytes: [UInt8], source: String) { self.bytes = bytes; self.source = source }

        mutating func run() throws -> Path {
            skipSeparators()
            var command: UInt8 = 0
            while i < bytes.count {
                if isCommand(bytes[i]) {
                    command = bytes[i]; i += 1
                } else if command == 0 {
                    throw failure("expected a command letter such as M")
                } else if command == UInt8(ascii: "M") {
                    command = UInt8(ascii: "L")     // pairs after a move are lines
                } else if command == UInt8(ascii: "m") {
                    command = UInt8(ascii: "l")
                } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                    throw failure("expected a command letter after Z")
                }
                if path.isEmpty && command != UInt8(ascii: "M") && command != UInt8(ascii: "m") {
                    throw failure("path data must start with M or m")
                }
                try perform(command)
                skipSeparators()
            }
            return path
        }

        private mutating func perform(_ c: UInt8) throws {
            let relative = c >= UInt8(ascii: "a")
            let base = relative ? current : .zero
            func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: base.x + x, y: base.y + y) }
            if closed && c != UInt8(ascii: "M") && c != UInt8(ascii: "m") {
                path.move(to: current)
            }
            closed = false
            var control: CGPoint?
            switch c | 0x20 {   // lowercase
            case UInt8(ascii: "m"):
                let p = at(try number(), try number())
                path.move(to: p); current = p; start = p
            case UInt8(ascii: "l"):
                let p = at(try number(), try number())
                path.addLine(to: p); current = p
            case UInt8(ascii: "h"):
                let x = try number()
                current = CGPoint(x: relative ? current.x + x : x, y: current.y); path.addLine(to: current)
            case UInt8(ascii: "v"):
                let y = try number()
                current = CGPoint(x: current.x, y: relative ? current.y + y : y); path.addLine(to: current)
            case UInt8(ascii: "c"):
                let c1 = at(try number(), try number()), c2 = at(try number(), try number())
                let p = at(try number(), try number())
                path.addCurve(to: p, control1: c1, control2: c2); current = p; control = c2
            case UInt8(ascii: "s"):
                let c1 = reflected(after: "cs")
                let c2 = at(try number(), try number()), p = at(try number(), try number())
                path.addCurve(to: p, control1: c1, control2: c2); current = p; control = c2
            case UInt8(ascii: "q"):
                let q = at(try number(), try number()), p = at(try number(), try number())
                path.addQuadCurve(to: p, control: q); current = p; control = q
            case UInt8(ascii: "t"):
                let q = reflected(after: "qt"), p = at(try number(), try number())
                path.addQuadCurve(to: p, control: q); current = p; control = q
            case UInt8(ascii: "a"):
                let rx = try number(), ry = try number(), rotation = try number()
                let large = try flag(), sweep = try flag()
                let p = at(try number(), try number())
                SVGArc.append(to: &path, from: current, to: p, rx: rx, ry: ry,
                              rotationDegrees: rotation, largeArc: large, sweep: sweep)
                current = p
            default:   // z
                path.closeSubpath(); current = start; closed = true
            }
            lastControl = control
            lastCommand = c | 0x20
        }

        /// The reflection of the previous control point, if the previous command was one of `kinds`.
        private func reflected(after kinds: String) -> CGPoint {
            guard let last = lastControl, kinds.utf8.contains(lastCommand) else { return current }
            return CGPoint(x: 2 * current.x - last.x, y: 2 * current.y - last.y)
        }

        private func isCommand(_ b: UInt8) -> Bool { "MmLlHhVvCcSsQqTtAaZz".utf8.contains(b) }

        private mutating func skipSeparators() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[i]) { i += 1 }
        }

        private mutating func flag() throws -> Bool {
            skipSeparators()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
                throw failure("expected an arc flag, 0 or 1")
            }
            defer { i += 1 }
            return bytes[i] == UInt8(ascii: "1")
        }

        private mutating func number() throws -> CGFloat {
            skipSeparators()
            let begin = i
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            var digits = 0
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1; digits += 1 }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1; digits += 1 }
            }
            guard digits > 0 else { i = begin; throw failure("expected a number") }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                var j = i + 1
                if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
                if j < bytes.count, (0x30...0x39).contains(bytes[j]) {
                    i = j
                    while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }
                }
            }
            let text = String(decoding: bytes[begin..<i], as: UTF8.self)
            guard let value = Double(text), value.isFinite else { i = begin; throw failure("expected a finite number") }
            return CGFloat(value)
        }

        private func failure(_ what: String) -> VellumError {
            let found = i < bytes.count ? "'\(String(decoding: bytes[i..<Swift.min(i + 12, bytes.count)], as: UTF8.self))'" : "the end"
            return VellumError(.corruptFile, subject: source, message:
                "The path data in \(source) is malformed at character \(i): \(what), found \(found). "
                + "Fix the d attribute, or export the drawing again with plain path data.")
        }
    }
}

/// SVG's endpoint arcs as cubic Bézier curves (SVG 1.1 implementation notes, F.6).
enum SVGArc {
    static func append(to path: inout Path, from p0: CGPoint, to p1: CGPoint, rx rxIn: CGFloat, ry ryIn: CGFloat,
                       rotationDegrees: CGFloat, largeArc: Bool, sweep: Bool) {
        var rx = abs(rxIn), ry = abs(ryIn)
        guard p0 != p1 else { return }
        guard rx > 0, ry > 0 else { path.addLine(to: p1); return }
        let phi = rotationDegrees * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var k = den > 0 ? (Swift.max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { k = -k }
        let cx1 = k * rx * y1 / ry, cy1 = -k * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi } else if sweep && delta < 0 { delta += 2 * .pi }
        let segments = Swift.max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(segments)
        let t = 4.0 / 3.0 * tan(step / 4)
        func point(_ a: CGFloat) -> CGPoint {
            CGPoint(x: cx + rx * cos(a) * cosPhi - ry * sin(a) * sinPhi, y: cy + rx * cos(a) * sinPhi + ry * sin(a) * cosPhi)
        }
        func derivative(_ a: CGFloat) -> CGPoint {
            CGPoint(x: -rx * sin(a) * cosPhi - ry * cos(a) * sinPhi, y: -rx * sin(a) * sinPhi + ry * cos(a) * cosPhi)
        }
        var a = theta1
        for s in 0..<segments {
            let b = a + step
            let pa = point(a), pb = s == segments - 1 ? p1 : point(b)
            let da = derivative(a), db = derivative(b)
            path.addCurve(to: pb, control1: CGPoint(x: pa.x + t * da.x, y: pa.y + t * da.y),
                          control2: CGPoint(x: pb.x - t * db.x, y: pb.y - t * db.y))
            a = b
        }
    }
}
