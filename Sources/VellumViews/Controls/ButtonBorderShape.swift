import Foundation

/// A shape used to draw a button's border.
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: Equatable, Sendable {
    package enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    package let kind: Kind

    /// A shape that defers to the environment to determine the resolved button shape.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circular shape.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle shape with the system's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle shape with a given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

extension EnvironmentKeys {
    struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
}

extension EnvironmentValues {
    /// The border shape of bordered buttons (`buttonBorderShape(_:)`).
    package var buttonBorderShape: ButtonBorderShape {
        get { self[EnvironmentKeys.ButtonBorderShapeKey.self] }
        set { self[EnvironmentKeys.ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the border shape of bordered buttons within this view.
    ///
    /// ```swift
    /// Button { } label: { Image(systemName: "plus") }.buttonStyle(.borderedProminent).buttonBorderShape(.circle)
    /// ```
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environmentUpdate { $0.buttonBorderShape = shape }
    }
}
