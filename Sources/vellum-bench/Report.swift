import Foundation

/// What a subcommand prints: one `RESULT` line per timed figure (parsed by
/// `vellum-bench all` and `scripts/bench-compare`), one `BENCH_MS` line with
/// the medians (the peer scripts' protocol), checks and the peak memory.
struct Report {
    private var figures: [(String, Measurement)] = []
    private var notes: [String] = []

    /// Adds a timed figure, e.g. `layout` or `svg`.
    mutating func add(_ key: String, _ m: Measurement) { figures.append((key, m)) }

    /// Adds a free-form line, e.g. a frame check.
    mutating func note(_ line: String) { notes.append(line) }

    /// Prints everything to standard output.
    func print(label: String) {
        for (key, m) in figures {
            Swift.print("RESULT case=\(label) key=\(key) median=\(Format.ms(m.median)) min=\(Format.ms(m.min)) max=\(Format.ms(m.max)) runs=\(m.samples.count)")
        }
        if !figures.isEmpty {
            Swift.print("BENCH_MS " + figures.map { "\($0.0)=\(String(format: "%.3f", $0.1.median))" }.joined(separator: " "))
        }
        for n in notes { Swift.print("NOTE case=\(label) \(n)") }
        if let peak = Memory.peakMiB() { Swift.print("PEAK case=\(label) mib=\(String(format: "%.1f", peak))") }
    }
}

/// Writes a line to standard error.
func warn(_ s: String) {
    FileHandle.standardError.write(Data((s + "\n").utf8))
}
