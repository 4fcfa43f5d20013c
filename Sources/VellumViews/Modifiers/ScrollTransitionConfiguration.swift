/// How a scroll transition moves between its phases (`scrollTransition(_:axis:transition:)`):
/// with the scrolling, or animated past a threshold. A still picture shows the
/// resting phase, so the choice does not change it.
///
/// ```swift
/// row.scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
/// ```
public struct ScrollTransitionConfiguration: Sendable {
    /// When a view counts as visible.
    public struct Threshold: Sendable {
        let visibleFraction: Double
        /// Visible as soon as any of it is.
        public static let visible = Threshold(visibleFraction: 0)
        /// Visible only when all of it is.
        public static let hidden = Threshold(visibleFraction: 1)
        /// Visible when its centre is.
        public static let centered = Threshold(visibleFraction: 0.5)
        /// Visible when `amount` of it (0…1) is.
        public static func visible(_ amount: Double) -> Threshold { Threshold(visibleFraction: amount) }
        /// Hidden when `amount` of it (0…1) is out of view.
        public static func hidden(_ amount: Double) -> Threshold { Threshold(visibleFraction: 1 - amount) }
    }

    let kind: String

    /// Phases follow the scrolling smoothly.
    public static let interactive = ScrollTransitionConfiguration(kind: "interactive")
    /// Phases change with the default animation past the threshold.
    public static let animated = ScrollTransitionConfiguration(kind: "animated")
    /// No transition: the view stays in its identity phase.
    public static let identity = ScrollTransitionConfiguration(kind: "identity")
    /// Phases change with `animation` past the threshold.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    /// Phases follow the scrolling, with a timing curve.
    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration { .interactive }

    /// The configuration with a threshold.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }
    /// The configuration with an animation.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
}
