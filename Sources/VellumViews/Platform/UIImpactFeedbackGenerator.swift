import Foundation

/// UIKit's haptics for a physical impact (see `UIFeedbackGenerator`): they
/// compile and do nothing.
///
/// ```swift
/// let haptic = UIImpactFeedbackGenerator(style: .medium)
/// haptic.impactOccurred()
/// ```
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        /// A light, small impact.
        case light
        /// A moderate impact.
        case medium
        /// A strong, large impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, inflexible impact.
        case rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    /// A generator of medium impacts.
    public override init() {
        style = .medium
        super.init()
    }

    /// Plays an impact: does nothing.
    public func impactOccurred() {}
    /// Plays an impact of an intensity, 0…1: does nothing.
    public func impactOccurred(intensity: CGFloat) {}
}
