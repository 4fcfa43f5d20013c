internal import CFreeType
import Foundation
import VellumGeometry

/// Turns a FreeType outline into a `Path` (same units, y up): conic segments
/// become quadratic curves, cubic ones cubic curves, and every contour is closed.
enum OutlineDecomposer {
    /// Collects path elements while FreeType walks an outline.
    private final class Sink {
        var path = Path()
        var open = false

        func point(_ v: UnsafePointer<FT_Vector>?) -> CGPoint {
            guard let v else { return .zero }
            return CGPoint(x: CGFloat(v.pointee.x), y: CGFloat(v.pointee.y))
        }

        func close() {
            if open { path.closeSubpath() }
            open = false
        }
    }

    private static func sink(_ user: UnsafeMutableRawPointer?) -> Sink? {
        guard let user else { return nil }
        return Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
    }

    /// The path of `outline`.
    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> Path {
        let sink = Sink()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let s = OutlineDecomposer.sink(user) else { return 1 }
                s.close()
                s.path.move(to: s.point(to))
                s.open = true
                return 0
            },
            line_to: { to, user in
                guard let s = OutlineDecomposer.sink(user) else { return 1 }
                s.path.addLine(to: s.point(to))
                return 0
            },
            conic_to: { control, to, user in
                guard let s = OutlineDecomposer.sink(user) else { return 1 }
                s.path.addQuadCurve(to: s.point(to), control: s.point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                guard let s = OutlineDecomposer.sink(user) else { return 1 }
                s.path.addCurve(to: s.point(to), control1: s.point(control1), control2: s.point(control2))
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(sink).toOpaque()
        let error = withExtendedLifetime(sink) { FT_Outline_Decompose(outline, &funcs, user) }
        guard error == 0 else { return Path() }
        sink.close()
        return sink.path
    }
}
