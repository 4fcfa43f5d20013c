import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// A shape replaced by an inset version of the current container shape
/// (`containerShape(_:)`), concentric with it: inside a container shaped
/// as a 20 pt rounded rectangle, a container-relative shape 8 pt in from
/// its edges has 12 pt corners. Without a container shape it is a rectangle.
///
/// ```swift
/// ContainerRelativeShape().fill(.blue).padding(8)
///     .containerShape(RoundedRectangle(cornerRadius: 20))
/// ```
///
/// The container's frame comes from the view graph's last pass, so a
/// picture with one settles in a second pass.
public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0

    /// Creates the shape.
    public init() {}

    /// Outside a container shape's context: a rectangle (inset).
    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    /// The shape inset by `amount`, still concentric with the container.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var shape = self; shape.insetAmount += amount; return shape
    }
}

extension ContainerRelativeShape: ContextualShape {
    func contextualGeometry(_ context: LoweringContext) -> ShapeGeometry {
        guard let container = context.environment.containerShape,
              let frame = context.graph.lastValue(at: container.identity) as? CGRect else { return geometry }
        let inset = insetAmount
        return ShapeGeometry(name: "ContainerRelativeShape") { rect in
            let own = rect.insetBy(dx: inset, dy: inset)
            // Concentric: the container's shape inset by the smallest distance between the two frames.
            let distance = Swift.max(0, Swift.min(own.minX - frame.minX, own.minY - frame.minY,
                                                  frame.maxX - own.maxX, frame.maxY - own.maxY))
            return container.path(distance, own.insetBy(dx: -distance, dy: -distance))
        }
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// The container shape `containerShape(_:)` sets for the views below.
package struct ContainerShapeValue: @unchecked Sendable {
    // Unchecked: the path maker is the user's shape, a value.
    /// The container's shape inset by an amount, in a rectangle.
    let path: (CGFloat, CGRect) -> Path
    /// The identity whose frame the view graph keeps (`GraphMark.frame`).
    let identity: ViewIdentity
}

/// A shape whose geometry depends on where it is lowered.
protocol ContextualShape {
    /// The geometry in `context`.
    func contextualGeometry(_ context: LoweringContext) -> ShapeGeometry
}

extension Shape {
    /// The shape's geometry where it is lowered: a container-relative shape's
    /// follows its container; every other shape's is its own.
    func geometry(in context: LoweringContext) -> ShapeGeometry {
        (self as? any ContextualShape)?.contextualGeometry(context) ?? geometry
    }
}

extension EnvironmentKeys {
    struct ContainerShapeKey: EnvironmentKey { static let defaultValue: ContainerShapeValue? = nil }
}

extension EnvironmentValues {
    /// The container shape of the views below.
    package var containerShape: ContainerShapeValue? {
        get { self[EnvironmentKeys.ContainerShapeKey.self] }
        set { self[EnvironmentKeys.ContainerShapeKey.self] = newValue }
    }
}

/// Sets the container shape of its content, whose frame the view graph keeps.
struct ContainerShapeModifier<S: InsettableShape>: PrimitiveModifier {
    let shape: S
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let identity = context.identity
        let shape = self.shape
        let value = ContainerShapeValue(path: { amount, rect in
            shape.inset(by: amount).path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
        }, identity: identity)
        let nodes = try context.with { $0.containerShape = value }.lower(content)
        return try MarkModifier { _ in .frame(identity) }.marking(nodes, context)
    }
}

nonisolated extension View {
    /// Sets the container shape for any `ContainerRelativeShape` within this view.
    ///
    /// ```swift
    /// content.padding()
    ///     .containerShape(RoundedRectangle(cornerRadius: 20))
    ///     .background(RoundedRectangle(cornerRadius: 20).fill(.background))
    /// ```
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(shape: shape))
    }
}
