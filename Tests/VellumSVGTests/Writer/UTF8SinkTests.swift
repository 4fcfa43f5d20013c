import Foundation
import Testing
import VellumGeometry
import VellumTestSupport
@testable import VellumSVG

/// A sink that writes through `writeCopying`, the path of toolchains before Swift 6.2.
struct CopyingSink: UTF8Sink {
    /// The bytes written.
    var bytes: [UInt8] = []
    /// Writes through the array's `writeCopying`.
    mutating func write(atMost maximum: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        bytes.writeCopying(atMost: maximum, body)
    }
}

@Suite("UTF8Sink: writing in place and writing through a copy give the same bytes")
struct UTF8SinkTests {
    @Test("Numbers, number lists, path data and escaped strings, small and large")
    func sameBytes() {
        var rng = SplitMix64(seed: 5)
        var inPlace: [UInt8] = []
        var copying = CopyingSink()
        for i in 0..<500 {
            let v = Double.random(in: -1e6...1e6, using: &rng)
            SVGNumber.append(v, to: &inPlace)
            SVGNumber.append(v, to: &copying)
            let list = (0..<(i % 7)).map { _ in CGFloat(Double.random(in: -100...100, using: &rng)) }
            SVGNumber.appendList(list, to: &inPlace)
            SVGNumber.appendList(list, to: &copying)
            var path = Path()
            path.move(to: CGPoint(x: v, y: -v / 3))
            path.addCurve(to: CGPoint(x: 1, y: 2), control1: CGPoint(x: v / 7, y: 0.5), control2: CGPoint(x: -0.0, y: 3))
            path.closeSubpath()
            SVGPathData.append(path, to: &inPlace)
            SVGPathData.append(path, to: &copying)
            let text = String(repeating: i % 3 == 0 ? "a<b" : "plain ", count: i)  // past 256 bytes too
            XMLWriter.appendEscaped(text, quote: true, to: &inPlace)
            XMLWriter.appendEscaped(text, quote: true, to: &copying)
        }
        #expect(inPlace == copying.bytes)
        #expect(inPlace.count > 100_000)
    }
}
