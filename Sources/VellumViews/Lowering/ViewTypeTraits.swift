/// What lowering needs to know of a view type: whether it lowers itself (and
/// how), whether a lazy container's rows pass through it, and whether a
/// placeholder redaction replaces what it draws.
///
/// The runtime answers each of those with a conformance lookup, and lowering
/// asks on every level of every tree; the answers depend on the type alone, so
/// they are looked up once per type and kept for the process.
///
/// ```swift
/// let traits = ViewTypeTraits.of(V.self)
/// if let primitive = traits.primitive { nodes = try primitive.lower(view, context) }
/// ```
struct ViewTypeTraits: @unchecked Sendable {
    // Unchecked: the metatype of a `PrimitiveView` carries no state.

    /// The type as a primitive view, when it is one.
    let primitive: (any PrimitiveView.Type)?
    /// Whether the type conforms to `LazyListTransparent`.
    let isLazyListTransparent: Bool
    /// Whether the type conforms to `PlaceholderRedactable`.
    let isPlaceholderRedactable: Bool

    private static let known = TypeTable<ViewTypeTraits>()

    /// The traits of `type`, looked up in the runtime the first time only.
    static func of<V: View>(_ type: V.Type) -> ViewTypeTraits {
        known.value(for: type) {
            ViewTypeTraits(primitive: type as? any PrimitiveView.Type,
                           isLazyListTransparent: type is any LazyListTransparent.Type,
                           isPlaceholderRedactable: type is any PlaceholderRedactable.Type)
        }
    }
}
