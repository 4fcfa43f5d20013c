import Foundation
import VellumCore
import VellumGeometry
import VellumText

/// `text [--count N]`: measures N distinct labels with the FreeType +
/// HarfBuzz engine: cold (a fresh font store: empty shape and measurement
/// caches, the face already loaded) and warm (the same labels again).
enum TextCommand {
    static func run(_ o: Options) throws {
        let count = o.int("count", 10_000)
        let labels = (0..<count).map { StyledText(label($0), font: ResolvedFont(size: $0 % 3 == 0 ? 17 : 15, weight: $0 % 5 == 0 ? 600 : 400)) }
        let options = TextOptions(displayScale: 3)
        var report = Report()
        var coldSamples: [Double] = []
        var engine = FontTextEngine(store: FontStore())
        for _ in 0..<o.int("runs", 3) {
            engine = FontTextEngine(store: FontStore())
            for w in [400, 600] { _ = engine.measure(StyledText("x", font: ResolvedFont(size: 17, weight: w)), options: options, width: nil) }
            let (ms, _) = Clock.time { for l in labels { _ = engine.measure(l, options: options, width: nil) } }
            coldSamples.append(ms)
        }
        report.add("cold", Measurement(samples: coldSamples))
        report.add("warm", Clock.measure(runs: o.int("runs", 3) * 3, warmup: 0) {
            for l in labels { _ = engine.measure(l, options: options, width: nil) }
        })
        report.print(label: "text\(count)")
    }

    /// A label like those on a real screen: words, digits, some punctuation.
    static func label(_ i: Int) -> String {
        let words = ["Settings", "Welcome back", "Sign in", "Your name?", "Notifications", "Privacy", "Battery", "Wi‑Fi"]
        return "\(words[i % words.count]) \(i)" + (i % 4 == 0 ? ", today" : "")
    }
}
