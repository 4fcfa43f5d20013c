/// A view's explicit identity: a `ForEach` element's id or an `.id(_:)`
/// value, compared and hashed by that value.
///
/// Boxed, so that the lowering of every other view passes and stores a nil
/// reference: an `AnyHashable?` costs a generic, runtime-dispatched copy and
/// destroy at each level even when it is nil.
package final class ExplicitIdentity: Hashable, @unchecked Sendable {
    // Unchecked: the value is a hashable that is only read.
    /// The identity value.
    package let base: AnyHashable

    package init(_ base: AnyHashable) { self.base = base }

    package static func == (a: ExplicitIdentity, b: ExplicitIdentity) -> Bool { a === b || a.base == b.base }
    package func hash(into hasher: inout Hasher) { hasher.combine(base) }
}
