// The rest of SwiftUI's animation and transition vocabulary. A still picture
// shows the resting state, so every curve is accepted and none changes the SVG.
import Foundation
import VellumGeometry

extension Animation {
    /// An ease-in curve of a duration (no effect in a static picture).
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// An ease-out curve of a duration (no effect in a static picture).
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// A cubic Bézier timing curve (no effect in a static picture).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }
    /// A spring of a duration and bounce (no effect in a static picture).
    /// Disfavoured so that `.spring()` picks the response form, as in SwiftUI.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    /// An interactive spring (no effect in a static picture).
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring")
    }
    /// An interactive spring (no effect in a static picture).
    public static var interactiveSpring: Animation { Animation(name: "interactiveSpring") }
    /// A spring given by its physics (no effect in a static picture).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    /// A spring given by its duration and bounce (no effect in a static picture).
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    /// A smooth spring with no bounce (no effect in a static picture).
    public static var smooth: Animation { Animation(name: "smooth") }
    /// A smooth spring of a duration (no effect in a static picture).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    /// A spring with a little bounce (no effect in a static picture).
    public static var snappy: Animation { Animation(name: "snappy") }
    /// A snappy spring of a duration (no effect in a static picture).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    /// A spring with visible bounce (no effect in a static picture).
    public static var bouncy: Animation { Animation(name: "bouncy") }
    /// A bouncy spring of a duration (no effect in a static picture).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    /// The animation after a delay (no effect in a static picture).
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation at another speed (no effect in a static picture).
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated (no effect in a static picture).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated forever (no effect in a static picture).
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

extension AnyTransition {
    /// No transition.
    public static var identity: AnyTransition { AnyTransition() }
    /// A move by an offset (no effect in a static picture).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// A scale from a size and anchor (no effect in a static picture).
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// A push from an edge (no effect in a static picture).
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Different transitions for insertion and removal (no effect in a static picture).
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// This transition together with another (no effect in a static picture).
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with an animation (no effect in a static picture).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

nonisolated extension View {
    /// Runs `action` with a URL the app is asked to open (never, in a static picture).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }
}
