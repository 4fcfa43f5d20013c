import Testing
import VellumCore
import VellumGeometry

@Suite("Gradient interpolation")
struct GradientInterpolationTests {
    static let blue = RGBAColor(0, 122, 255), yellow = RGBAColor(255, 204, 0)

    func bytes(_ c: RGBAColor) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }

    /// Ottosson's published reference values: sRGB white is L = 1, a = b = 0,
    /// and pure red is (0.627955, 0.224863, 0.125846).
    @Test("Oklab matches the published reference values and round-trips")
    func oklabReference() {
        let white = Oklab(.white)
        #expect(abs(white.l - 1) < 1e-4 && abs(white.a) < 1e-4 && abs(white.b) < 1e-4)
        let red = Oklab(RGBAColor(red: 1, green: 0, blue: 0))
        #expect(abs(red.l - 0.627955) < 1e-4 && abs(red.a - 0.224863) < 1e-4 && abs(red.b - 0.125846) < 1e-4)
        #expect(bytes(Oklab(Self.blue).rgba()) == [0, 122, 255])
    }

    /// An iOS 18 render of `LinearGradient(colors: [.blue, .yellow])` has the
    /// midpoint (153,176,178); sRGB interpolation gives about (128,163,128).
    /// The Oklab mix is (148,174,181): within six of the device on every channel.
    @Test("The perceptual midpoint of blue to yellow is near iOS 18's, far from sRGB's")
    func perceptualMidpoint() {
        let g = ResolvedGradient(stops: [.init(color: Self.blue, location: 0), .init(color: Self.yellow, location: 1)],
                                 interpolation: .perceptual)
        let mid = bytes(g.color(at: 0.5))
        #expect(mid == [148, 174, 181])
        for (ours, ios) in zip(mid, [153, 176, 178]) { #expect(abs(ours - ios) <= 6) }
        let device = ResolvedGradient(stops: g.stops, interpolation: .device)
        #expect(bytes(device.color(at: 0.5)) == [128, 163, 128])
    }

    @Test("The sRGB equivalent follows the Oklab curve within one 8-bit step everywhere")
    func deviceEquivalentError() {
        let g = ResolvedGradient(stops: [.init(color: Self.blue, location: 0.2), .init(color: Self.yellow, location: 0.9)],
                                 interpolation: .perceptual)
        let d = g.deviceEquivalent
        #expect(d.interpolation == .device)
        #expect(d.stops.count > 2 && d.stops.count < 80)
        #expect(d.stops.first?.location == 0.2 && d.stops.last?.location == 0.9)
        // Each stop written as #RRGGBB, then interpolated in sRGB by a viewer.
        let written = ResolvedGradient(stops: d.stops.map { s in
            let b = bytes(s.color)
            return .init(color: RGBAColor(b[0], b[1], b[2]), location: s.location)
        })
        var worst = 0
        for i in 0...100 {
            let t = 0.2 + 0.7 * Double(i) / 100
            let exact = bytes(g.color(at: t)), drawn = bytes(written.color(at: t))
            worst = max(worst, zip(exact, drawn).map { abs($0 - $1) }.max() ?? 0)
        }
        #expect(worst <= 1)
    }

    @Test("Every part meets the tolerance, its unsplit parent does not; equal colours and device gradients gain none")
    func subdivisionParts() {
        let cuts = ResolvedGradient.breakpoints(Self.blue, Self.yellow)
        #expect(cuts.first == 0 && cuts.last == 1 && cuts.count > 2 && cuts.count < 80)
        #expect(zip(cuts, cuts.dropFirst()).allSatisfy { $0 < $1 })
        for (a, b) in zip(cuts, cuts.dropFirst()) {
            #expect(ResolvedGradient.chordError(Self.blue, Self.yellow, a, b) <= ResolvedGradient.deviceTolerance || b - a < 1.0 / 1000)
        }
        // The whole span as one chord is far off: the midpoints differ by about 20 steps.
        #expect(ResolvedGradient.chordError(Self.blue, Self.yellow, 0, 1) > 15.0 / 255)
        #expect(ResolvedGradient.breakpoints(Self.blue, Self.blue) == [0, 1])
        let device = ResolvedGradient(stops: [.init(color: Self.blue, location: 0), .init(color: Self.yellow, location: 1)])
        #expect(device.deviceEquivalent.stops.count == 2)
    }

    @Test("A perceptual fade to clear keeps its hue (alpha premultiplied)")
    func fadeToClear() {
        let c = Oklab.mix(Self.blue, .clear, by: 0.5)
        #expect(abs(c.alpha - 0.5) < 1e-9)
        #expect(bytes(c) == [0, 122, 255])
    }
}
