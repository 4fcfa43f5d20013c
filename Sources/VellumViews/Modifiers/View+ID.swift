// A view's explicit identity. Identity tells SwiftUI which view is "the same"
// across updates: the view graph keeps a view's state, appearance and the
// values its `onChange` compares per identity, so a view whose `id` changes
// is a new view (its state starts again, its `onAppear` runs again).
import VellumLayout

nonisolated extension View {
    /// Binds the view's identity to the given value.
    ///
    /// ```swift
    /// Text(card.title).id(card.id)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }
}

/// Lowers its content with an explicit identity (`id(_:)`).
struct IdentityModifier: PrimitiveModifier, @unchecked Sendable {
    // Unchecked: the identity is a hashable value that is only read.
    let id: AnyHashable
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        let nodes = try context.lower(content, id: ExplicitIdentity(id))
        // A view a scroll was asked to tells its scroll view where it is.
        guard let request = context.graph.scrollRequest(to: id) else { return nodes }
        return try MarkModifier { _ in .scrollTarget(request) }.marking(nodes, context)
    }
}
