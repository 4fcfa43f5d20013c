import VellumViews
import Foundation

/// The domain of a scale: a range of values, a list of categories, or automatic.
///
/// ```swift
/// .chartYScale(domain: 0...100)
/// .chartXScale(domain: ["Mon", "Tue", "Wed"])
/// .chartYScale(domain: .automatic(includesZero: false))
/// ```
public protocol ScaleDomain {
    /// The domain as Charts reads it.
    var resolvedDomain: ResolvedScaleDomain { get }
}

/// A domain as Charts reads it.
public struct ResolvedScaleDomain: Sendable {
    package enum Storage: Sendable {
        case automatic(includesZero: Bool?, reversed: Bool?)
        case range(PlotValue, PlotValue)
        case values([PlotValue])
    }
    package let storage: Storage
}

/// A domain Charts computes from the data.
public struct AutomaticScaleDomain: ScaleDomain, Sendable {
    let includesZero: Bool?
    let reversed: Bool?
    /// The domain as Charts reads it.
    public var resolvedDomain: ResolvedScaleDomain { ResolvedScaleDomain(storage: .automatic(includesZero: includesZero, reversed: reversed)) }
    /// The automatic domain.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The automatic domain, with or without zero, possibly reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The automatic domain.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The automatic domain, with or without zero, possibly reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// The range's bounds.
    public var resolvedDomain: ResolvedScaleDomain {
        ResolvedScaleDomain(storage: .range(plotValue(of: lowerBound), plotValue(of: upperBound)))
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    /// The range's bounds.
    public var resolvedDomain: ResolvedScaleDomain {
        ResolvedScaleDomain(storage: .range(plotValue(of: lowerBound), plotValue(of: upperBound)))
    }
}

extension Array: ScaleDomain where Element: Plottable {
    /// The categories, in this order (two numbers or dates: a range).
    public var resolvedDomain: ResolvedScaleDomain {
        ResolvedScaleDomain(storage: .values(map { plotValue(of: $0) }))
    }
}
