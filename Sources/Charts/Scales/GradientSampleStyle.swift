import VellumGeometry
import VellumViews

/// The colour at `location` along a gradient: the two stops around it blended
/// linearly in sRGB, which is how Swift Charts colours a number on a
/// `chartForegroundStyleScale(range: Gradient(...))` scale (its heat map cells
/// lie on the straight sRGB segments between neighbouring stops).
struct GradientSampleStyle: ShapeStyle {
    let stops: [Gradient.Stop]
    let location: Double

    func resolve(in environment: EnvironmentValues) -> Color {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if location <= Double(first.location) { return first.color }
        if location >= Double(last.location) { return last.color }
        let upper = sorted.firstIndex { Double($0.location) >= location } ?? sorted.count - 1
        let (a, b) = (sorted[max(0, upper - 1)], sorted[upper])
        let span = Double(b.location - a.location)
        let t = span > 0 ? (location - Double(a.location)) / span : 0
        guard let x = try? a.color.resolved(in: environment), let y = try? b.color.resolved(in: environment) else {
            return t < 0.5 ? a.color : b.color
        }
        func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * t }
        return Color(.sRGB, red: mix(x.red, y.red), green: mix(x.green, y.green), blue: mix(x.blue, y.blue),
                     opacity: mix(x.alpha, y.alpha))
    }
}
