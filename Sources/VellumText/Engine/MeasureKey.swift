import Foundation
import VellumCore
import VellumGeometry

/// What a measurement depends on.
struct MeasureKey: Hashable, Sendable {
    /// The text.
    var text: StyledText
    /// The layout options.
    var options: TextOptions
    /// The proposed width, or nil for the ideal size.
    var width: CGFloat?
}
