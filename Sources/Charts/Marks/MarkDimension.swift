import Foundation
import VellumViews


/// The width or height of a mark: automatic, a number of points, an inset
/// from the space its scale gives it, or a ratio of that space.
///
/// ```swift
/// BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps), width: .ratio(0.5))
/// BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps), width: 12)
/// ```
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable, Equatable {
    package enum Storage: Sendable, Equatable {
        case automatic, fixed(CGFloat), inset(CGFloat), ratio(Double)
    }
    package let storage: Storage

    /// The size Charts chooses.
    public static var automatic: MarkDimension { MarkDimension(storage: .automatic) }
    /// A fixed number of points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(value)) }
    /// The space the scale gives the mark, less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(value)) }
    /// A ratio of the space the scale gives the mark.
    public static func ratio(_ value: Double) -> MarkDimension { MarkDimension(storage: .ratio(value)) }

    package init(storage: Storage) { self.storage = storage }
    /// A fixed size in points.
    public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
    /// A fixed size in points.
    public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }

    /// The size for a band of `band` points, with `automatic` as the ratio `automaticRatio`.
    package func resolve(band: CGFloat, automaticRatio: Double) -> CGFloat {
        switch storage {
        case .automatic: band * automaticRatio
        case .fixed(let v): max(0, v)
        case .inset(let v): max(0, band - v)
        case .ratio(let r): band * max(0, r)
        }
    }
}
