import Foundation
import Testing
import VellumXMLDiff

/// Inputs from fuzzing (`scripts/fuzz`) and the seed corpus, kept as
/// regression tests: each must be handled without a crash, and the diff's
/// properties the harness checks must hold. No fuzzing run has found a crash
/// yet; a crashing input found later goes in `Self.diffInputs` as base64.
@Suite("Fuzz regressions: the XML diff")
struct FuzzRegressionTests {
    /// The seed corpus of the XML diff harness: pairs split at the first NUL.
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz/corpus")

    /// Hand-made hostile diff inputs, each a pair "a\0b".
    static let diffInputs: [String] = [
        "<svg/>\u{0}<svg>",
        "<svg><g><g><g></g></g></g></svg>\u{0}<svg><g/></svg>",
        "<svg><path d=\"M1e308 1e308L-1e308 -1e308ZZZ m\"/></svg>\u{0}<svg><path d=\"\"/></svg>",
        "<svg><rect transform=\"matrix(nan inf 1 1 1 1) rotate(1e400)\" fill=\"rgb(999,-1,nan)\"/></svg>\u{0}<svg><rect/></svg>",
        "<svg id=\"a\"><use href=\"#a\"/><rect id=\"a\"/></svg>\u{0}<svg id=\"b\"><use href=\"#b\"/></svg>",
        "<svg style=\"fill:;;:;stroke\"><a:b xmlns:a=\"x\"/></svg>\u{0}<svg style=\"\"/>",
    ]

    @Test("Diff properties hold on the seeds and hand-made inputs")
    func diffInputs() throws {
        var inputs = Self.diffInputs.map { Data($0.utf8) }
        if let files = try? FileManager.default.contentsOfDirectory(at: Self.corpus.appendingPathComponent("xml"), includingPropertiesForKeys: nil) {
            inputs += try files.sorted { $0.path < $1.path }.map { try Data(contentsOf: $0) }
        }
        #expect(inputs.count >= Self.diffInputs.count)
        for data in inputs {
            let parts = data.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
            let a = String(decoding: parts[0], as: UTF8.self)
            let b = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : a
            if (try? SVGCanonicalForm(a)) != nil {
                #expect(try SVGDiff.compare(a, a).isEqual, "differs from itself: \(a.prefix(120))")
            }
            if let forward = try? SVGDiff.compare(a, b) {
                _ = forward.unifiedDiff
                let backward = try SVGDiff.compare(b, a)
                #expect(backward.isEqual == forward.isEqual, "\(a.prefix(60)) vs \(b.prefix(60))")
            }
        }
    }
}
