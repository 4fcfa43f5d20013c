import VellumLayout

/// Hands an observer to the scroll views inside its content, with the modifier's identity.
struct ScrollGeometryChangeModifier<T: Equatable>: PrimitiveModifier {
    let transform: (ScrollGeometry) -> T
    let action: (T, T) -> Void

    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let observer = ScrollGeometryObserver(identity: context.identity, transform: transform, action: action)
        return try context.with { $0.scrollGeometryObservers.append(observer) }.lower(content)
    }
}
