import VellumViews
import Foundation

/// A type that can be plotted: numbers, strings, dates, and types that stand
/// for one of them (an enum with a `String` raw value).
///
/// ```swift
/// enum Fruit: String, Plottable { case apple, pear }
/// BarMark(x: .value("Fruit", Fruit.apple), y: .value("Count", 3))
/// ```
public protocol Plottable {
    /// The primitive type the value is plotted as.
    associatedtype PrimitivePlottable: Plottable
    /// The value as its primitive type.
    var primitivePlottable: PrimitivePlottable { get }
    /// A value from its primitive type, or nil.
    init?(primitivePlottable: PrimitivePlottable)
}

/// A primitive plottable type: Charts reads its value directly.
package protocol PrimitivePlottableValue {
    var plotValue: PlotValue { get }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    /// The raw value.
    public var primitivePlottable: RawValue { rawValue }
    /// The value of a raw value.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// The plotted value of any plottable.
package func plotValue(of value: some Plottable) -> PlotValue {
    if let primitive = value as? any PrimitivePlottableValue { return primitive.plotValue }
    return plotValue(of: value.primitivePlottable)
}
