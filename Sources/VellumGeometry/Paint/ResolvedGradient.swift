/// A gradient's colour stops, resolved to concrete colours and sorted by location.
package struct ResolvedGradient: Hashable, Sendable {
    /// One stop.
    package struct Stop: Hashable, Sendable {
        package var color: RGBAColor
        package var location: Double
        package init(color: RGBAColor, location: Double) {
            self.color = color
            self.location = location.isNaN ? 0 : Swift.min(1, Swift.max(0, location))
        }
    }

    /// The stops, in ascending location.
    package var stops: [Stop]

    /// Creates a gradient; the stops are sorted stably by location.
    package init(stops: [Stop]) {
        self.stops = stops.enumerated()
            .sorted { $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The colour at `t` (0…1), interpolated in sRGB as SwiftUI's default `.device` colour space.
    package func color(at t: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            return span <= 0 ? b.color : a.color.mixed(with: b.color, by: (t - a.location) / span)
        }
        return last.color
    }
}
