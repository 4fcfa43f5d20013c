/// The limits ``XMLReader`` enforces, so that a hostile or mistaken document
/// cannot exhaust memory, time or the stack.
package struct XMLReadOptions: Sendable, Hashable {
    /// The deepest element accepted, the root being at depth 0: a start tag
    /// deeper than this throws ``XMLReadError/Kind/tooDeep``.
    package var maxDepth: Int
    /// The largest input accepted, in bytes; a larger one throws ``XMLReadError/Kind/tooLarge``.
    package var maxInputBytes: Int

    /// Creates limits; the defaults suit files a person made (256 levels, 64 MiB).
    package init(maxDepth: Int = 256, maxInputBytes: Int = 64 << 20) {
        self.maxDepth = max(0, maxDepth)
        self.maxInputBytes = max(0, maxInputBytes)
    }
}
