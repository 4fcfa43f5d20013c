import VellumViews
import Foundation

/// Bins over a range of numbers: a histogram's bars, or the classes of a
/// heat map's colours.
///
/// ```swift
/// let bins = NumberBins(range: 0...100, count: 5)
/// bins.index(for: 42)   // 2
/// ```
public struct NumberBins<Value: Comparable & Numeric>: RandomAccessCollection {
    /// The values between the bins, from the first bin's lower bound to the last's upper bound.
    public let thresholds: [Value]

    /// N − 1 bins between N thresholds.
    public init(thresholds: [Value]) { self.thresholds = thresholds.sorted() }

    /// The position of the first bin.
    public var startIndex: Int { 0 }
    /// One past the last bin.
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }
    /// The range of the bin at `index`.
    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1], isClosed: position == endIndex - 1)
    }

    /// The index of the bin that holds `value` (the first or last bin for values outside them).
    public func index(for value: Value) -> Int {
        guard endIndex > 0 else { return 0 }
        let above = thresholds.firstIndex { $0 > value } ?? thresholds.count
        return Swift.max(0, Swift.min(endIndex - 1, above - 1))
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// Exactly `count` bins of equal size over `range`.
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.max(1, count), size = (range.upperBound - range.lowerBound) / Value(n)
        self.init(thresholds: (0...n).map { range.lowerBound + Value($0) * size })
    }

    /// Bins `size` wide from the range's lower bound until they cover it.
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0 else { self.init(thresholds: [range.lowerBound, range.upperBound]); return }
        var t: [Value] = [range.lowerBound]
        while let last = t.last, last < range.upperBound, t.count < 10_000 { t.append(last + size) }
        if t.count == 1 { t.append(range.lowerBound + size) }
        self.init(thresholds: t)
    }

    /// About `desiredCount` bins of a nice size (1, 2 or 5 × 10ⁿ, at least `minimumStride`) over `range`.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let lo = Double(range.lowerBound), hi = Double(range.upperBound)
        let step = Swift.max(Double(minimumStride), NiceNumbers.step(lower: lo, upper: hi, count: Swift.max(1, desiredCount)))
        guard step > 0, hi > lo else { self.init(thresholds: [range.lowerBound, range.upperBound]); return }
        let first = floor(lo / step) * step, last = Swift.max(first + step, ceil(hi / step) * step)
        let n = Int(((last - first) / step).rounded())
        self.init(thresholds: (0...n).map { Value(NiceNumbers.clean(first + Double($0) * step, step: step)) })
    }

    /// About `desiredCount` bins over the extent of `data` (10 when nil).
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let lo = data.min() ?? 0, hi = data.max() ?? 1
        self.init(range: lo...Swift.max(hi, lo + 1), desiredCount: desiredCount ?? 10, minimumStride: minimumStride)
    }
}

extension NumberBins where Value: BinaryInteger {
    /// Exactly `count` bins of equal whole size over `range`.
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.max(1, count), size = Swift.max(1, (range.upperBound - range.lowerBound) / Value(n))
        self.init(thresholds: (0...n).map { range.lowerBound + Value($0) * size })
    }

    /// Bins `size` wide from the range's lower bound until they cover it.
    public init(size: Value, range: ClosedRange<Value>) {
        let step = Swift.max(1, size)
        var t: [Value] = [range.lowerBound]
        while let last = t.last, last < range.upperBound, t.count < 10_000 { t.append(last + step) }
        if t.count == 1 { t.append(range.lowerBound + step) }
        self.init(thresholds: t)
    }
}
