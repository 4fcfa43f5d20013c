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

    /// How colours between two stops are interpolated (`Gradient.ColorSpace`).
    package enum Interpolation: Hashable, Sendable {
        /// Componentwise in sRGB, as SVG and `Gradient.ColorSpace.device` do.
        case device
        /// In Oklab (`Gradient.ColorSpace.perceptual`, and what an iOS 18 render
        /// of a plain gradient shows).
        case perceptual
        /// In linear sRGB (`GraphicsContext.GradientOptions.linearColor`).
        case linear
    }

    /// What a gradient draws past its ends (`GraphicsContext.GradientOptions`).
    package enum Spread: Hashable, Sendable {
        /// The end colours continue (SwiftUI's default, SVG's `pad`).
        case pad
        /// The gradient starts again (`.repeat`, SVG's `repeat`).
        case `repeat`
        /// The gradient runs back and forth (`.mirror`, SVG's `reflect`).
        case reflect
    }

    /// The stops, in ascending location.
    package var stops: [Stop]
    /// How colours between stops are interpolated.
    package var interpolation: Interpolation
    /// What is drawn past the ends.
    package var spread: Spread = .pad

    /// Creates a gradient; the stops are sorted stably by location.
    package init(stops: [Stop], interpolation: Interpolation = .device) {
        self.stops = stops.enumerated()
            .sorted { $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset }
            .map(\.element)
        self.interpolation = interpolation
    }

    /// The colour at `t` (0…1), interpolated as `interpolation` says.
    package func color(at t: Double) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            return span <= 0 ? b.color : Self.mix(a.color, b.color, (t - a.location) / span, interpolation)
        }
        return last.color
    }

    /// The largest error, per component on the 0…1 scale, that `deviceEquivalent`
    /// allows between its sRGB stops and the perceptual curve: half a step
    /// of eight bits, so with the rounding of `#RRGGBB` the total stays within one step.
    package static let deviceTolerance = 0.5 / 255

    /// How many times `deviceEquivalent` may halve a part of a span (the
    /// smallest part is 1/1024 of it). The sRGB curve is steepest next to a
    /// channel at 0, where the encoding's slope has no bound, so parts there
    /// are short and parts elsewhere long.
    package static let maximumDepth = 10

    /// The same gradient with `.device` interpolation: for a perceptual one,
    /// each span between two stops is halved, part by part, until the sRGB
    /// chord of every part stays within `deviceTolerance` of the Oklab curve
    /// (at a quarter, half and three quarters of it), so a viewer that
    /// interpolates in sRGB (every SVG viewer) draws what `.perceptual` asks
    /// for. Deterministic: the same stops always give the same parts.
    package var deviceEquivalent: ResolvedGradient {
        guard interpolation != .device, stops.count > 1 else { var g = self; g.interpolation = .device; return g }
        var out: [Stop] = [stops[0]]
        for i in 1..<stops.count {
            let a = stops[i - 1], b = stops[i]
            if b.location > a.location {
                for t in Self.breakpoints(a.color, b.color, interpolation).dropFirst().dropLast() {
                    out.append(Stop(color: Self.mix(a.color, b.color, t, interpolation), location: a.location + (b.location - a.location) * t))
                }
            }
            out.append(b)
        }
        var g = ResolvedGradient(stops: out)
        g.spread = spread
        return g
    }

    /// The fractions 0…1 where the span from `x` to `y` is cut, ends included.
    package static func breakpoints(_ x: RGBAColor, _ y: RGBAColor, _ interpolation: Interpolation = .perceptual) -> [Double] {
        var out: [Double] = [0]
        func split(_ t0: Double, _ t1: Double, _ depth: Int) {
            if depth < maximumDepth, chordError(x, y, t0, t1, interpolation) > deviceTolerance {
                let m = (t0 + t1) / 2
                split(t0, m, depth + 1)
                split(m, t1, depth + 1)
            } else {
                out.append(t1)
            }
        }
        if x != y { split(0, 1, 0) } else { out.append(1) }
        return out
    }

    /// The largest component error of the sRGB chord from `t0` to `t1`
    /// against the Oklab curve, at a quarter, half and three quarters of it.
    package static func chordError(_ x: RGBAColor, _ y: RGBAColor, _ t0: Double, _ t1: Double,
                                   _ interpolation: Interpolation = .perceptual) -> Double {
        let c0 = mix(x, y, t0, interpolation), c1 = mix(x, y, t1, interpolation)
        var worst = 0.0
        for f in [0.25, 0.5, 0.75] {
            let exact = mix(x, y, t0 + (t1 - t0) * f, interpolation), chord = c0.mixed(with: c1, by: f)
            worst = Swift.max(worst, abs(exact.red - chord.red), abs(exact.green - chord.green),
                              abs(exact.blue - chord.blue), abs(exact.alpha - chord.alpha))
        }
        return worst
    }

    static func mix(_ x: RGBAColor, _ y: RGBAColor, _ t: Double, _ interpolation: Interpolation) -> RGBAColor {
        switch interpolation {
        case .perceptual: return Oklab.mix(x, y, by: t)
        case .device: return x.mixed(with: y, by: t)
        case .linear: return linearMix(x, y, t)
        }
    }

    /// The colour `t` of the way from `x` to `y` in linear sRGB, alpha
    /// premultiplied (as Core Graphics mixes a linear colour space's components).
    static func linearMix(_ x: RGBAColor, _ y: RGBAColor, _ fraction: Double) -> RGBAColor {
        let t = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
        let alpha = x.alpha + (y.alpha - x.alpha) * t
        guard alpha > 0 else { return x.mixed(with: y, by: t) }
        let wx = x.alpha * (1 - t) / alpha, wy = y.alpha * t / alpha
        func channel(_ a: Double, _ b: Double) -> Double { Oklab.encoded(Oklab.linear(a) * wx + Oklab.linear(b) * wy) }
        return RGBAColor(red: channel(x.red, y.red), green: channel(x.green, y.green), blue: channel(x.blue, y.blue), alpha: alpha)
    }
}
