import Foundation
import VellumGeometry
import VellumLayout

/// An effect that changes the visual appearance of a view, largely without
/// changing its ancestors or descendants, as SwiftUI's `GeometryEffect`: a
/// modifier whose drawing is the projection `effectValue(size:)` returns
/// for the view's size. The layout keeps the view's frame.
///
/// A still picture draws the effect at rest: its `animatableData` is the
/// value the modifier was made with.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var amount: CGFloat = 10
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2), y: 0))
///     }
/// }
/// TextField("Code", text: $code).modifier(Shake(animatableData: CGFloat(attempts)))
/// ```
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform the view is drawn with, for the view's size.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Geometry effects are applied by Vellum.
    public func body(content: Content) -> Never { preconditionFailure("\(Self.self) is a GeometryEffect, applied by Vellum: Never") }

    /// Returns an effect that produces the same geometry transform as this
    /// effect, but only applies the transform while rendering its view, not
    /// while laying it out (as every geometry effect is in a still picture).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}

extension GeometryEffect {
    /// `content` with this effect: the projection for its size, computed
    /// when layout has placed it.
    nonisolated static func lowerEffect<M: ViewModifier>(_ modifier: M, content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        guard let effect = modifier as? Self else { return try context.lower(content) }
        let box = UncheckedGeometryEffect(effect: effect)
        let view = AnyView(erasing: content).visualEffect { empty, proxy in
            empty.projectionEffect(MainActorCode.call({ (effect: any GeometryEffect) in effect.effectValue(size: proxy.size) }, box.effect))
        }
        return try context.lower(view)
    }
}

/// A geometry effect handed to the layout, which evaluates it on the render's thread.
private struct UncheckedGeometryEffect: @unchecked Sendable {
    // Unchecked: used only on the render's thread, after lowering.
    let effect: any GeometryEffect
}

/// A geometry effect applied while drawing only, as SwiftUI's `_IgnoredByLayoutEffect`.
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect.
    public var base: Base
    /// The effect's animatable data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    /// The effect's transform.
    @MainActor public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}
