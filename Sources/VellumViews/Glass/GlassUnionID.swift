import Foundation

/// A union of glass effects (`glassEffectUnion(id:namespace:)`): an
/// identifier in a namespace.
struct GlassUnionID: Hashable, @unchecked Sendable {
    // Unchecked: `id` holds a `Hashable & Sendable` value, erased.
    let id: AnyHashable
    let namespace: Namespace.ID
}
