import Foundation
import Testing
import VellumCore

@Suite("Colours and gradients")
struct ColourTests {
    @Test("Colours clamp their components and print as #RRGGBB")
    func colours() {
        #expect(RGBAColor(255, 59, 48).hexRGB == "#FF3B30")
        let c = RGBAColor(red: 2, green: .nan, blue: -1, alpha: 0.5)
        #expect(c.red == 1 && c.green == 0 && c.blue == 0 && c.alpha == 0.5)
    }

    @Test("Gradients interpolate between sorted stops")
    func gradient() {
        let g = ResolvedGradient(stops: [.init(color: .white, location: 1), .init(color: .black, location: 0)])
        #expect(g.stops.first?.color == .black)
        let mid = g.color(at: 0.5)
        #expect(abs(mid.red - 0.5) < 1e-9)
        #expect(ResolvedGradient(stops: []).color(at: 0.3) == .clear)
    }
}
