import VellumViews
import Foundation

/// One value of an axis, as `AxisMarks` content sees it.
///
/// ```swift
/// AxisMarks { value in
///     AxisGridLine()
///     if let n = value.as(Int.self) { AxisValueLabel { Text("\(n) kg") } }
/// }
/// ```
public struct AxisValue {
    package let value: PlotValue
    /// The value's position among the axis's values.
    public let index: Int
    /// How many values the axis has.
    public let count: Int

    package init(value: PlotValue, index: Int, count: Int) { self.value = value; self.index = index; self.count = count }

    /// The value as `type`, or nil if it is not one (numbers become integers by truncating).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { AxisValue.make(type, from: value) }

    static func make<P: Plottable>(_ type: P.Type, from value: PlotValue) -> P? {
        switch value {
        case .number(let n):
            if let v = n as? P { return v }
            if let v = Float(n) as? P { return v }
            if let v = CGFloat(n) as? P { return v }
            // Integers truncate, as in Swift Charts: 0.2 as Int is 0 (an ECG chart
            // draws its faint 0.2 s lines under `if let i = value.as(Int.self)`).
            if n.isFinite, abs(n) < 9e15 {
                if let v = Int(n) as? P { return v }
                if let v = Int64(n) as? P { return v }
                if abs(n) < 2e9, let v = Int32(n) as? P { return v }
                if n >= 0, let v = UInt(n) as? P { return v }
            }
        case .string(let s): if let v = s as? P { return v }
        case .date(let d): if let v = d as? P { return v }
        }
        guard P.PrimitivePlottable.self != P.self, let primitive = make(P.PrimitivePlottable.self, from: value) else { return nil }
        return P(primitivePlottable: primitive)
    }
}
