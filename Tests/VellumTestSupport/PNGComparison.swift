import Foundation

/// Two pictures compared pixel by pixel, as the shared tools' png-compare does: a
/// pixel differs when a channel of its premultiplied RGBA differs by more than
/// the tolerance, so fully transparent pixels always match.
package struct PNGComparison: Sendable {
    /// Pixels that differ beyond the tolerance; all pixels; the largest channel difference.
    package let differing: Int, total: Int, largestDelta: Int
    /// The channel difference a pixel may have and still match.
    package let tolerance: Int
    /// Why the pictures cannot be compared (their sizes differ), or nil.
    package let sizeMismatch: String?

    /// Compares `a` with `b`.
    package init(_ a: PNGImage, _ b: PNGImage, tolerance: Int) {
        self.tolerance = tolerance
        total = a.width * a.height
        guard (a.width, a.height) == (b.width, b.height) else {
            sizeMismatch = "size differs: \(a.width)x\(a.height) against \(b.width)x\(b.height)"
            differing = total
            largestDelta = 255
            return
        }
        sizeMismatch = nil
        var differing = 0, largest = 0
        for pixel in stride(from: 0, to: a.rgba.count, by: 4) {
            var delta = 0
            if a.rgba[pixel..<pixel + 4] != b.rgba[pixel..<pixel + 4] {
                for channel in 0..<4 {
                    delta = max(delta, abs(Self.premultiplied(a.rgba, pixel, channel) - Self.premultiplied(b.rgba, pixel, channel)))
                }
            }
            largest = max(largest, delta)
            if delta > tolerance { differing += 1 }
        }
        self.differing = differing
        largestDelta = largest
    }

    /// Whether at most `maxFraction` of the pixels differ.
    package func agrees(maxFraction: Double) -> Bool {
        sizeMismatch == nil && Double(differing) / Double(max(total, 1)) <= maxFraction
    }

    /// png-compare's line: how many pixels differ, and the verdict.
    package func description(maxFraction: Double) -> String {
        if let sizeMismatch { return sizeMismatch }
        let fraction = Double(differing) / Double(max(total, 1))
        let verdict = agrees(maxFraction: maxFraction) ? "OK" : "DIFFERENT"
        return "differing pixels: \(differing)/\(total) = \(String(format: "%.6f", fraction)) (tolerance \(tolerance)), "
            + "max channel delta: \(largestDelta) -> \(verdict)"
    }

    /// Channel `channel` of the pixel at `offset`, premultiplied by its alpha (alpha itself as it is).
    private static func premultiplied(_ rgba: [UInt8], _ offset: Int, _ channel: Int) -> Int {
        let alpha = Int(rgba[offset + 3])
        return channel == 3 ? alpha : (Int(rgba[offset + channel]) * alpha + 127) / 255
    }
}
