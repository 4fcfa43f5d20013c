/// How a render's view graph settled: the passes it evaluated and, when it
/// stopped at `ViewGraph.passLimit` with the picture still changing, what
/// kept changing.
package struct SettleReport: Sendable, Equatable {
    /// The passes evaluated (1 for a picture whose views change nothing).
    package var passes = 0
    /// What changed in the last pass's actions when the graph stopped at its
    /// limit: each state's view path and property, or the kind of model; empty
    /// when the picture settled.
    package var stillChanging: [String] = []

    package init() {}

    /// Whether the picture settled before the limit.
    package var settled: Bool { stillChanging.isEmpty }

    /// A sentence for a report, or nil when the picture settled.
    package var diagnostic: String? {
        guard !settled else { return nil }
        let names = stillChanging.prefix(5).joined(separator: ", ")
        return "The picture did not settle after \(passes) passes: \(names) kept changing (SwiftUI warns \"onChange action tried to update multiple times per frame\"); the last pass is drawn."
    }
}
