/// A type whose drawing can be animated through its `animatableData`.
///
/// SwiftUI interpolates `animatableData` from the old value to the new one
/// while an animation runs; a still picture shows the end of every animation,
/// so Vellum draws the value the view holds (the model value) and never
/// writes `animatableData`. Shapes are animatable, as in SwiftUI.
///
/// ```swift
/// struct Ring: Shape {
///     var progress: Double
///     var animatableData: Double { get { progress } set { progress = newValue } }
///     func path(in rect: CGRect) -> Path {
///         Path { $0.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
///                          startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false) }
///     }
/// }
/// ```
public protocol Animatable {
    /// The type of the data an animation interpolates.
    associatedtype AnimatableData: VectorArithmetic
    /// The data an animation interpolates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A modifier whose effect can be animated through its `animatableData`;
/// drawn, like every animation, at its target.
///
/// ```swift
/// struct Shake: AnimatableModifier {
///     var amount: Double
///     var animatableData: Double { get { amount } set { amount = newValue } }
///     func body(content: Content) -> some View { content.offset(x: 10 * sin(amount * .pi * 2)) }
/// }
/// ```
@available(iOS, deprecated: 17.0, message: "Use Animatable directly.")
public protocol AnimatableModifier: Animatable, ViewModifier {}
