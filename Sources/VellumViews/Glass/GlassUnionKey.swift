/// The union members inside a `GlassEffectContainer`, in the order they were laid out.
struct GlassUnionKey: PreferenceKey {
    static let defaultValue: [GlassUnionFrame] = []
    static func reduce(value: inout [GlassUnionFrame], nextValue: () -> [GlassUnionFrame]) { value += nextValue() }
}
