/// What lowering needs to know of a view modifier type: whether it lowers
/// its content itself (and how), and whether a lazy container's rows pass
/// through it. Asked of the runtime once per type, as `ViewTypeTraits` is.
///
/// ```swift
/// let traits = ModifierTypeTraits.of(M.self)
/// if let primitive = traits.primitive { nodes = try primitive.lower(modifier, content: content, context) }
/// ```
struct ModifierTypeTraits: @unchecked Sendable {
    // Unchecked: the metatype of a `PrimitiveModifier` carries no state.

    /// The type as a primitive modifier, when it is one.
    let primitive: (any PrimitiveModifier.Type)?
    /// The type as a geometry effect, when it is one.
    let geometryEffect: (any GeometryEffect.Type)?
    /// Whether the type conforms to `LazyListTransparent`.
    let isLazyListTransparent: Bool

    private static let known = TypeTable<ModifierTypeTraits>()

    /// The traits of `type`, looked up in the runtime the first time only.
    static func of<M: ViewModifier>(_ type: M.Type) -> ModifierTypeTraits {
        known.value(for: type) {
            ModifierTypeTraits(primitive: type as? any PrimitiveModifier.Type,
                               geometryEffect: type as? any GeometryEffect.Type,
                               isLazyListTransparent: type is any LazyListTransparent.Type)
        }
    }
}
