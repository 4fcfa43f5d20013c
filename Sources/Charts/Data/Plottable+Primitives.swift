import VellumViews
import Foundation

extension String: Plottable, PrimitivePlottableValue {
    /// The string itself.
    public var primitivePlottable: String { self }
    /// The string itself.
    public init?(primitivePlottable: String) { self = primitivePlottable }
    package var plotValue: PlotValue { .string(self) }
}

extension Date: Plottable, PrimitivePlottableValue {
    /// The date itself.
    public var primitivePlottable: Date { self }
    /// The date itself.
    public init?(primitivePlottable: Date) { self = primitivePlottable }
    package var plotValue: PlotValue { .date(self) }
}

extension Double: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: Double { self }
    /// The number itself.
    public init?(primitivePlottable: Double) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(self) }
}

extension Float: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: Float { self }
    /// The number itself.
    public init?(primitivePlottable: Float) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}

extension CGFloat: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: CGFloat { self }
    /// The number itself.
    public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}

extension Decimal: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: Decimal { self }
    /// The number itself.
    public init?(primitivePlottable: Decimal) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
}

extension Int: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: Int { self }
    /// The number itself.
    public init?(primitivePlottable: Int) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}

extension Int8: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: Int8 { self }
    /// The number itself.
    public init?(primitivePlottable: Int8) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}

extension Int16: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: Int16 { self }
    /// The number itself.
    public init?(primitivePlottable: Int16) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}

extension Int32: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: Int32 { self }
    /// The number itself.
    public init?(primitivePlottable: Int32) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}

extension Int64: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: Int64 { self }
    /// The number itself.
    public init?(primitivePlottable: Int64) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}

extension UInt: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: UInt { self }
    /// The number itself.
    public init?(primitivePlottable: UInt) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}

extension UInt8: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: UInt8 { self }
    /// The number itself.
    public init?(primitivePlottable: UInt8) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}

extension UInt16: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: UInt16 { self }
    /// The number itself.
    public init?(primitivePlottable: UInt16) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}

extension UInt32: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: UInt32 { self }
    /// The number itself.
    public init?(primitivePlottable: UInt32) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}

extension UInt64: Plottable, PrimitivePlottableValue {
    /// The number itself.
    public var primitivePlottable: UInt64 { self }
    /// The number itself.
    public init?(primitivePlottable: UInt64) { self = primitivePlottable }
    package var plotValue: PlotValue { .number(Double(self)) }
}
