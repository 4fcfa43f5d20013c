import Foundation
import Testing
import VellumAssets
import VellumCore
import VellumGeometry
import VellumTestSupport

/// Random and mutated inputs must never crash a decoder: each either decodes to a
/// positive, bounded size or throws a `VellumError` that names the file.
@Suite("Decoder robustness")
struct FuzzTests {
    private static let seeds: [[UInt8]] = [
        TestImages.png(width: 31, height: 17),
        TestImages.jpeg(width: 64, height: 48, orientation: 6),
        TestImages.jpeg(width: 9, height: 3, sof: 0xC2),
        Array(##"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10" viewBox="0 0 20 10" onload="x()"><style><![CDATA[a{fill:url(#g)}]]></style><script>y()</script><g><use xlink:href="#r"/><rect id="r" width="5" height="&#53;"/></g><!-- c --></svg>"##.utf8),
    ]

    /// Checks one input and returns whether it decoded.
    @discardableResult
    private func check(_ bytes: [UInt8], name: String = "fuzz.bin") -> Bool {
        do {
            let image = try ImageDecoder.decode(Data(bytes), name: name, scale: 1)
            #expect(image.size.width > 0 && image.size.height > 0)
            #expect(image.size.width <= 16384 && image.size.height <= 16384)
            return true
        } catch let error as VellumError {
            #expect([.corruptFile, .tooLarge].contains(error.code))
            #expect(error.subject == name)
            return false
        } catch {
            Issue.record("unexpected error type: \(error)")
            return false
        }
    }

    @Test("the seeds themselves decode")
    func seedsDecode() {
        for seed in Self.seeds { #expect(check(seed)) }
    }

    @Test("random bytes never crash")
    func randomBytes() {
        var random = SplitMix64(seed: 0x5EED)
        let prefixes: [[UInt8]] = [[], PNGDecoder.signature, [0xFF, 0xD8, 0xFF], Array("<svg ".utf8)]
        for index in 0 ..< 3000 {
            let length = Int.random(in: 0 ... 300, using: &random)
            let body = (0 ..< length).map { _ in UInt8.random(in: 0 ... 255, using: &random) }
            check(prefixes[index % prefixes.count] + body)
        }
    }

    @Test("mutated valid files never crash")
    func mutations() {
        var random = SplitMix64(seed: 42)
        var decoded = 0
        for index in 0 ..< 4000 {
            var bytes = Self.seeds[index % Self.seeds.count]
            for _ in 0 ..< Int.random(in: 1 ... 4, using: &random) {
                mutate(&bytes, using: &random)
            }
            if check(bytes) { decoded += 1 }
        }
        // Some mutations (e.g. in JPEG scan data or SVG text) leave files valid; most break them.
        #expect(decoded > 0)
        #expect(decoded < 4000)
    }

    @Test("SVG-shaped junk never crashes the sanitiser")
    func markupJunk() {
        var random = SplitMix64(seed: 7)
        let pieces = ["<svg", "<svg>", "</svg>", "<g>", "</g>", "<", ">", "/>", "=", "\"", "'", "&", "&amp;", "&#x41;",
                      ";", " a=\"1\"", " href=\"#x\"", "<!--", "-->", "<![CDATA[", "]]>", "<!DOCTYPE svg", "[", "]",
                      "<?xml", "?>", "<script>", "</script>", " onload=\"x\"", "text", "\u{00E9}", " ", "\n"]
        for _ in 0 ..< 3000 {
            let count = Int.random(in: 1 ... 30, using: &random)
            let text = (0 ..< count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            check(Array(text.utf8), name: "junk.svg")
        }
    }

    private func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        guard !bytes.isEmpty else { bytes = [UInt8.random(in: 0 ... 255, using: &random)]; return }
        let position = Int.random(in: 0 ..< bytes.count, using: &random)
        switch Int.random(in: 0 ..< 6, using: &random) {
        case 0: bytes[position] = UInt8.random(in: 0 ... 255, using: &random)
        case 1: bytes[position] ^= 1 << UInt8.random(in: 0 ..< 8, using: &random)
        case 2: bytes.removeSubrange(position...)
        case 3: bytes.insert(UInt8.random(in: 0 ... 255, using: &random), at: position)
        case 4: bytes.remove(at: position)
        default: bytes[position] = [0x00, 0xFF, 0x3C, 0x3E, 0x26, 0x7F][Int.random(in: 0 ..< 6, using: &random)]
        }
    }
}
