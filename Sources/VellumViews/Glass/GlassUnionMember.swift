/// One glass effect that joins a union: which union, and how it would draw alone.
struct GlassUnionMember: @unchecked Sendable {
    // Unchecked: the shape is a `Shape`, which is Sendable, erased.
    let union: GlassUnionID
    let glass: Glass
    let shape: AnyShape
}
