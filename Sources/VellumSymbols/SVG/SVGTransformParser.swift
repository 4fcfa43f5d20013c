import Foundation
import VellumCore
import VellumGeometry

/// Parses an SVG `transform` attribute: `matrix`, `translate`, `scale`,
/// `rotate` (with an optional centre), `skewX` and `skewY`, in a list.
enum SVGTransformParser {
    /// The transform `text` describes, applied right to left as SVG specifies.
    static func parse(_ text: String, source: String) throws -> CGAffineTransform {
        var result = CGAffineTransform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ",")))
            guard let close = rest[open...].firstIndex(of: ")") else { throw bad(text, source) }
            let v = rest[rest.index(after: open)..<close]
                .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" })
                .compactMap { Double($0).map { CGFloat($0) } }
            let t: CGAffineTransform
            switch (name, v.count) {
            case ("matrix", 6): t = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            case ("translate", 1): t = CGAffineTransform(translationX: v[0], y: 0)
            case ("translate", 2): t = CGAffineTransform(translationX: v[0], y: v[1])
            case ("scale", 1): t = CGAffineTransform(scaleX: v[0], y: v[0])
            case ("scale", 2): t = CGAffineTransform(scaleX: v[0], y: v[1])
            case ("rotate", 1): t = CGAffineTransform(rotationAngle: v[0] * .pi / 180)
            case ("rotate", 3):
                t = CGAffineTransform(translationX: -v[1], y: -v[2])
                    .concatenating(CGAffineTransform(rotationAngle: v[0] * .pi / 180))
                    .concatenating(CGAffineTransform(translationX: v[1], y: v[2]))
            case ("skewX", 1): t = CGAffineTransform(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, tx: 0, ty: 0)
            case ("skewY", 1): t = CGAffineTransform(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
            default: throw bad(text, source)
            }
            // Later transforms in the list apply first.
            result = t.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
        guard rest.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw bad(text, source) }
        return result
    }

    private static func bad(_ text: String, _ source: String) -> VellumError {
        VellumError(.corruptFile, subject: source, message:
            "The transform \"\(text)\" in \(source) is not one Vellum reads. Use matrix, translate, scale, rotate, skewX or skewY, or flatten transforms when exporting.")
    }
}
