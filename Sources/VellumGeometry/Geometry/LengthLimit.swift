import Foundation

/// The largest length, offset or position Vellum takes from view code.
///
/// A frame, padding or offset of `1e300` points lays out as nonsense and would be
/// written to the SVG as a 300-digit number that viewers read as infinity.
/// Modifiers clamp what they are given to ±``maximum`` — a million points, about
/// a thousand screens — so every coordinate stays a number a viewer can draw.
///
/// ```swift
/// CGFloat(1e300).clampedLength()        // 1_000_000
/// CGFloat.nan.clampedLength()           // 0
/// CGFloat(-.infinity).clampedLength()   // -1_000_000
/// ```
package enum LengthLimit {
    /// The largest magnitude of a length, in points.
    package static let maximum: CGFloat = 1_000_000
}

extension CGFloat {
    /// The value clamped to ±``LengthLimit/maximum``, with NaN replaced by `fallback`.
    package func clampedLength(nan fallback: CGFloat = 0) -> CGFloat {
        if isNaN { return fallback }
        return Swift.min(LengthLimit.maximum, Swift.max(-LengthLimit.maximum, self))
    }

    /// A length that must be finite and not negative (a fixed frame's width):
    /// NaN and negative values become 0, infinities `nil` (no length given),
    /// and large values ``LengthLimit/maximum``.
    package var validatedFrameLength: CGFloat? {
        if isNaN { return 0 }
        if isInfinite { return nil }
        return Swift.min(LengthLimit.maximum, Swift.max(0, self))
    }

    /// A flexible frame's limit: NaN and negative values become 0, large finite
    /// values ``LengthLimit/maximum``; `+infinity` is kept when `allowsInfinity`
    /// (`maxWidth: .infinity`) and dropped (`nil`) otherwise.
    package func validatedFrameLimit(allowsInfinity: Bool) -> CGFloat? {
        if isNaN { return 0 }
        if self == .infinity { return allowsInfinity ? self : nil }
        return Swift.min(LengthLimit.maximum, Swift.max(0, self))
    }
}
