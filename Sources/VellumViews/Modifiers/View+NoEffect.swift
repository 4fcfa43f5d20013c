// Modifiers for behaviour a static picture cannot show. They compile, so
// SwiftUI code can be pasted unchanged, and they have no effect on the SVG.
import VellumGeometry

/// An animation (no effect in a static picture).
public struct Animation: Hashable, Sendable {
    let name: String
    /// The default animation or transition (no effect in a static picture).
    public static let `default` = Animation(name: "default")
    /// The linear animation or transition (no effect in a static picture).
    public static let linear = Animation(name: "linear")
    /// The ease in animation or transition (no effect in a static picture).
    public static let easeIn = Animation(name: "easeIn")
    /// The ease out animation or transition (no effect in a static picture).
    public static let easeOut = Animation(name: "easeOut")
    /// The ease in out animation or transition (no effect in a static picture).
    public static let easeInOut = Animation(name: "easeInOut")
    /// The spring animation or transition (no effect in a static picture).
    public static let spring = Animation(name: "spring")
    /// The linear animation or transition (no effect in a static picture).
    public static func linear(duration: Double) -> Animation { .linear }
    /// The ease in out animation or transition (no effect in a static picture).
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// The spring animation or transition (no effect in a static picture).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { .spring }
}

/// A transition (no effect in a static picture).
public struct AnyTransition: Sendable {
    /// The opacity animation or transition (no effect in a static picture).
    public static let opacity = AnyTransition()
    /// The scale animation or transition (no effect in a static picture).
    public static let scale = AnyTransition()
    /// The slide animation or transition (no effect in a static picture).
    public static let slide = AnyTransition()
    /// The move animation or transition (no effect in a static picture).
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
}

/// Runs `body` (animations are not drawn); returns its result.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

nonisolated extension View {
    /// No effect in a static picture.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    /// No effect in a static picture.
    public func animation(_ animation: Animation?) -> Self { self }
    /// No effect in a static picture.
    public func transition(_ t: AnyTransition) -> Self { self }
    /// No effect in a static picture.
    public func onSubmit(_ action: @escaping () -> Void) -> Self { self }
    /// No effect in a static picture.
    public func help(_ text: String) -> Self { self }
    /// No effect in a static picture.
    public func contentShape<S: Shape>(_ shape: S) -> Self { self }
    /// Hides the view from assistive technologies (it is still drawn): its
    /// SVG group gets `aria-hidden="true"`.
    ///
    /// ```swift
    /// Image(systemName: "sparkles").accessibilityHidden(true)
    /// ```
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(NodeModifier { node, _ in hidden ? AccessibilityNode.update(node) { $0.hidden = true } : node })
    }
}
