/// A run of a text's segments that came from a `LocalizedStringKey`: the key,
/// and the styling every modifier applied to the run (on a segment with no
/// characters), so a translation's own Markdown runs get the same styling.
struct LocalizedRun: Equatable, Sendable {
    var key: LocalizedStringKey
    var table: String?
    var range: Range<Int>
    var template = Text.Segment(string: "")

    /// Whether the key has numbers, which the locale spells.
    var hasNumbers: Bool { key.arguments.contains(where: \.isNumber) }
}

extension Text {
    /// The segments with each localized run translated for `env`'s locale
    /// (the segments as they are when there are no strings).
    func localizedSegments(in env: EnvironmentValues) -> [Segment] {
        let segments = formattedSegments(in: env)
        guard !localized.isEmpty, !env.localization.isEmpty || localized.contains(where: \.hasNumbers) else { return segments }
        var out: [Segment] = []
        var next = 0
        for run in localized where run.range.lowerBound >= next && run.range.upperBound <= segments.count {
            out += segments[next..<run.range.lowerBound]
            let translated = run.key.resolved(in: env, table: run.table)
            if translated == run.key.text {
                out += segments[run.range]
            } else {
                out += InlineMarkdown.segments(translated).map { m in
                    var s = run.template
                    s.string = m.string
                    s.bold = s.bold || m.bold; s.italic = s.italic || m.italic
                    s.strikethrough = s.strikethrough || m.strikethrough; s.monospaced = s.monospaced || m.monospaced
                    s.isLink = m.isLink
                    return s
                }
            }
            next = run.range.upperBound
        }
        out += segments[next...]
        return out
    }

    /// The segments with each formatted value spelled in `env`'s locale, time zone and calendar.
    private func formattedSegments(in env: EnvironmentValues) -> [Segment] {
        guard segments.contains(where: { $0.formatted != nil }) else { return segments }
        return segments.map { s in
            guard let value = s.formatted else { return s }
            var s = s
            s.string = value.string(in: env)
            return s
        }
    }

    /// The characters, translated for `env`'s locale, without styling.
    package func plainText(in env: EnvironmentValues) -> String {
        localizedSegments(in: env).map(\.string).joined()
    }
}
