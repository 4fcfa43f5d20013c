import Foundation
import VellumGeometry

/// The default shape applied by glass effects: a capsule.
///
/// You do not use this type directly: it is the default `shape` of
/// `glassEffect(_:in:)`.
///
/// ```swift
/// Label("Favourite", systemImage: "star").padding().glassEffect()   // in a capsule
/// ```
public struct DefaultGlassEffectShape: Shape {
    /// Creates the default glass effect shape.
    public init() {}

    /// A capsule in `rect`, its ends as round as the shorter side allows.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}
