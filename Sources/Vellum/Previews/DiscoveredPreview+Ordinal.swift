extension DiscoveredPreview {
    /// The preview's place among those of its declaration: a `#Preview(arguments:)`'s argument
    /// (0 for a plain `#Preview`), or a `PreviewProvider`'s preview in its list. With the file
    /// and line, it orders previews as their source does, on every machine.
    package var ordinal: Int {
        switch source {
        case let .macro(_, variant): return variant
        case let .provider(_, index): return index
        }
    }
}
