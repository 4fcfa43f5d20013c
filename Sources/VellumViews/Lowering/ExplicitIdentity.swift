/// A view's explicit identity: a `ForEach` element's id or an `.id(_:)`
/// value, compared and hashed by that value.
///
/// Boxed, so that the lowering of every other view passes and stores a nil
/// reference: an `AnyHashable?` costs a generic, runtime-dispatched copy and
/// destroy at each level even when it is nil.
///
/// An integer id (a `ForEach` over a range, identified by its elements) is
/// kept as the integer, and made an `AnyHashable` only when the identity is
/// hashed or printed: most views are never looked up by their identity, and
/// wrapping an integer asks the runtime about its type.
package final class ExplicitIdentity: Hashable, @unchecked Sendable {
    // Unchecked: the value is a hashable that is only read.
    /// The identity value, when it is not `integer`.
    private let boxed: AnyHashable?
    /// The identity value, when `boxed` is nil.
    private let integer: Int

    package init(_ base: AnyHashable) { boxed = base; integer = 0 }

    /// The identity `AnyHashable(integer)`.
    package init(integer: Int) { boxed = nil; self.integer = integer }

    /// The identity value.
    package var base: AnyHashable { boxed ?? AnyHashable(integer) }

    package static func == (a: ExplicitIdentity, b: ExplicitIdentity) -> Bool {
        if a === b { return true }
        if a.boxed == nil, b.boxed == nil { return a.integer == b.integer }
        return a.base == b.base
    }
    package func hash(into hasher: inout Hasher) { hasher.combine(base) }
}
