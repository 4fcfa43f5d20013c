import Foundation

/// The process's memory use, from `/proc/self/status` (Linux).
enum Memory {
    /// Peak resident set size (VmHWM) in MiB, or nil where `/proc` is missing.
    static func peakMiB() -> Double? { field("VmHWM:") }

    /// Current resident set size (VmRSS) in MiB.
    static func currentMiB() -> Double? { field("VmRSS:") }

    /// Resets the peak (VmHWM) to the current resident size, so a later
    /// `peakMiB()` covers only what ran since (Linux 4.0+: `/proc/self/clear_refs`).
    /// Memory the process already holds still counts, as it would for a user.
    static func resetPeak() {
        guard let h = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
        h.write(Data("5".utf8))
        try? h.close()
    }

    private static func field(_ name: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Double($0) }
            return digits.map { $0 / 1024 }  // kB to MiB
        }
        return nil
    }
}
