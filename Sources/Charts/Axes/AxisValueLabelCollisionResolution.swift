import Foundation
import VellumViews

/// What an axis does with value labels that would overlap.
///
/// ```swift
/// AxisValueLabel(collisionResolution: .greedy(minimumSpacing: 8))
/// ```
public struct AxisValueLabelCollisionResolution: Sendable, Equatable {
    package enum Storage: Sendable, Equatable {
        case automatic, greedy(priority: Double, minimumSpacing: CGFloat?), truncate, disabled
    }
    package let storage: Storage

    /// Charts chooses: on iOS, labels that would overlap an earlier one are left out (greedy).
    public static var automatic: AxisValueLabelCollisionResolution { .init(storage: .automatic) }
    /// Shows a label only if it does not overlap a label already shown.
    public static var greedy: AxisValueLabelCollisionResolution { .init(storage: .greedy(priority: 0, minimumSpacing: nil)) }
    /// Greedy, labels of higher `priority` placed first, at least `minimumSpacing` apart.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution {
        .init(storage: .greedy(priority: priority, minimumSpacing: minimumSpacing))
    }
    /// Truncates a label to the space it has.
    public static var truncate: AxisValueLabelCollisionResolution { .init(storage: .truncate) }
    /// Always shows the label.
    public static var disabled: AxisValueLabelCollisionResolution { .init(storage: .disabled) }
}
