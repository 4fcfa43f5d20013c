import Foundation

/// Repeated timing of one piece of work: median, min and max wall time over
/// the runs, after one untimed warm-up run.
struct Measurement: Sendable {
    /// Wall times in milliseconds, in run order.
    var samples: [Double]

    /// The middle sample (mean of the two middle ones for an even count).
    var median: Double {
        let s = samples.sorted()
        guard !s.isEmpty else { return 0 }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
    /// The fastest run.
    var min: Double { samples.min() ?? 0 }
    /// The slowest run.
    var max: Double { samples.max() ?? 0 }

    /// `median / min / max` in milliseconds, for a table cell.
    var cell: String { "\(Format.ms(median)) / \(Format.ms(min)) / \(Format.ms(max))" }
}

/// The clock and the runner.
enum Clock {
    /// Milliseconds since an arbitrary start, monotonic.
    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e6
    }

    /// Times `work` `runs` times (after `warmup` untimed runs).
    static func measure(runs: Int, warmup: Int = 1, _ work: () throws -> Void) rethrows -> Measurement {
        for _ in 0..<warmup { try work() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<Swift.max(1, runs) {
            let t0 = now()
            try work()
            samples.append(now() - t0)
        }
        return Measurement(samples: samples)
    }

    /// Times `work` like `measure`, but releases each run's result after the
    /// clock stops (freeing a large tree is not part of making it); returns
    /// the last result too.
    static func measureKeeping<T>(runs: Int, warmup: Int = 1, _ work: () throws -> T) rethrows -> (Measurement, T) {
        for _ in 0..<warmup { withExtendedLifetime(try work()) {} }
        var samples: [Double] = []
        var last: T?
        for _ in 0..<Swift.max(1, runs) {
            last = nil
            let t0 = now()
            let r = try work()
            samples.append(now() - t0)
            last = r
        }
        // `runs` is at least 1, so `last` is set; the fallback keeps this total.
        return (Measurement(samples: samples), try last ?? work())
    }

    /// Times `work` like `measureKeeping`, on a fresh input from `prepare`
    /// each run (made before the clock starts), so work that consumes its
    /// input is timed as it runs in the renderer.
    static func measureConsuming<Input, T>(runs: Int, warmup: Int = 1, prepare: () throws -> Input,
                                           _ work: (consuming Input) throws -> T) rethrows -> (Measurement, T) {
        for _ in 0..<warmup { withExtendedLifetime(try work(try prepare())) {} }
        var samples: [Double] = []
        var last: T?
        for _ in 0..<Swift.max(1, runs) {
            last = nil
            let input = try prepare()
            let t0 = now()
            // Handed over, not copied: a copy kept here would make the work copy what it takes apart.
            let r = try work(consume input)
            samples.append(now() - t0)
            last = r
        }
        // `runs` is at least 1, so `last` is set; the fallback keeps this total.
        return (Measurement(samples: samples), try last ?? work(try prepare()))
    }

    /// The wall time of one call, in milliseconds, and its result.
    static func time<T>(_ work: () throws -> T) rethrows -> (Double, T) {
        let t0 = now()
        let r = try work()
        return (now() - t0, r)
    }
}

/// Number formatting for the report (not SVG output).
enum Format {
    /// Milliseconds with precision that suits their size.
    static func ms(_ v: Double) -> String {
        if v >= 100 { return String(format: "%.0f", v) }
        if v >= 10 { return String(format: "%.1f", v) }
        return String(format: "%.2f", v)
    }
}
