import VellumCore

/// Visual properties that can be applied to a view in `visualEffect(_:)`:
/// offsets, scales, rotations, opacity, blur and colour filters, which change
/// how the view draws but not its layout.
///
/// ```swift
/// Text("Hello").visualEffect { content, proxy in
///     content.offset(x: proxy.size.width / 4).opacity(0.8)
/// }
/// ```
public protocol VisualEffect: Sendable {}

/// The visual effect that changes nothing: what `visualEffect(_:)` hands
/// its closure to build on.
public struct EmptyVisualEffect: VisualEffect {
    /// Creates the empty effect.
    public init() {}
}

/// Effects built on a visual effect, innermost first; colours are resolved
/// in the environment the view is drawn in.
struct VisualEffectStack: VisualEffect {
    var effects: [@Sendable (EnvironmentValues) -> Effect?]
}

extension VisualEffect {
    /// The effects this value stands for, innermost first.
    var stack: [@Sendable (EnvironmentValues) -> Effect?] { (self as? VisualEffectStack)?.effects ?? [] }

    func adding(_ effect: @escaping @Sendable (EnvironmentValues) -> Effect?) -> VisualEffectStack {
        VisualEffectStack(effects: stack + [effect])
    }
    func adding(_ effect: Effect) -> VisualEffectStack { adding { _ in effect } }
}
