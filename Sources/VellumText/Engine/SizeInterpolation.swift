import Foundation

/// Values tabled at a few point sizes, read at any size: linearly between
/// the two tabled sizes around it, and the nearest end's value outside them.
enum SizeInterpolation {
    /// The value at `size`, where `value(i)` is the value tabled at `sizes[i]`
    /// (`sizes` ascending, not empty).
    static func value(at size: CGFloat, sizes: [CGFloat], _ value: (Int) -> CGFloat) -> CGFloat {
        guard size > sizes[0] else { return value(0) }
        for i in 1..<sizes.count where size <= sizes[i] {
            let t = (size - sizes[i - 1]) / (sizes[i] - sizes[i - 1])
            let low = value(i - 1)
            return low + (value(i) - low) * t
        }
        return value(sizes.count - 1)
    }
}
