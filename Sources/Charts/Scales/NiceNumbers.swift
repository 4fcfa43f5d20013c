import VellumViews
import Foundation

/// "Nice" steps and domains for numeric axes: steps of 1, 2 or 5 times a power
/// of ten, chosen so that about `count` ticks cover the data, and a domain
/// widened to whole steps.
package enum NiceNumbers {
    /// The step for about `count` intervals over `lower`…`upper`.
    package static func step(lower: Double, upper: Double, count: Int) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite, count > 0 else { return 1 }
        let raw = span / Double(count)
        let power = pow(10, floor(log10(raw)))
        let error = raw / power
        let factor: Double = error >= 50.0.squareRoot() ? 10 : error >= 10.0.squareRoot() ? 5 : error >= 2.0.squareRoot() ? 2 : 1
        return factor * power
    }

    /// The domain widened to whole steps, and its ticks.
    package static func domain(lower: Double, upper: Double, count: Int) -> (lower: Double, upper: Double, step: Double, ticks: [Double]) {
        var lo = lower, hi = upper
        if lo == hi {
            if lo == 0 { hi = 1 } else { lo = min(0, lo); hi = max(0, hi) }
            if lo == hi { hi = lo + abs(lo) }
        }
        var s = step(lower: lo, upper: hi, count: count)
        // A second pass on the widened domain, as d3's nice() does.
        for _ in 0..<2 {
            let nlo = floor(lo / s) * s, nhi = ceil(hi / s) * s
            let s2 = step(lower: nlo, upper: nhi, count: count)
            lo = nlo; hi = nhi
            if s2 == s { break }
            s = s2
        }
        lo = floor(lo / s) * s; hi = ceil(hi / s) * s
        let n = Int(((hi - lo) / s).rounded())
        let ticks = (0...max(0, n)).map { clean(lo + Double($0) * s, step: s) }
        return (lo, hi, s, ticks)
    }

    /// `value` rounded to the precision of `step` (no 0.30000000000000004).
    package static func clean(_ value: Double, step: Double) -> Double {
        let digits = max(0, -Int(floor(log10(step))) + 1)
        let factor = pow(10, Double(min(digits, 12)))
        let r = (value * factor).rounded() / factor
        return r == 0 ? 0 : r
    }
}
