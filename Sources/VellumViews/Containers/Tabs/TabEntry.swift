/// A `Tab`, whatever its type parameters: the tag it is picked by, if it has
/// a value (`TagMatch.tag(of:)` reads it as it reads `tag(_:)`).
protocol TabEntry {
    var tabTag: AnyHashable? { get }
}
