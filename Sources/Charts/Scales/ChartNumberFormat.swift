import VellumViews
import Foundation

/// Axis and legend text for numbers, as iOS prints them in English: grouped
/// thousands ("2,000"), as many decimals as the step needs. Written out by
/// hand so every machine prints the same.
package enum ChartNumberFormat {
    package static func string(_ value: Double, step: Double?) -> String {
        guard value.isFinite else { return "" }
        var decimals = 0
        // As many decimals as the step (or, without one, the value) needs.
        var v = abs(step.map { $0 > 0 ? $0 : 1 } ?? value)
        while decimals < 6, abs(v - v.rounded()) > 1e-9 * max(1, v) { v *= 10; decimals += 1 }
        let scale = pow(10, Double(decimals))
        let rounded = (abs(value) * scale).rounded()
        let integerPart = (rounded / scale).rounded(.down)
        let fraction = rounded - integerPart * scale
        var digits = String(format: "%.0f", integerPart)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits = String(digits.dropLast(3))
        }
        grouped = digits + grouped
        if decimals > 0 {
            var f = String(format: "%.0f", fraction)
            while f.count < decimals { f = "0" + f }
            grouped += "." + f
        }
        return (value < 0 && rounded != 0 ? "-" : "") + grouped
    }
}
