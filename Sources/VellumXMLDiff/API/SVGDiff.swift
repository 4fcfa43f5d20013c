/// Compares two SVG documents structurally, ignoring differences of spelling.
///
/// Both documents are parsed with libxml2 (no network, no DTD, no entity
/// expansion) and canonicalised: attribute order, insignificant whitespace,
/// number spelling (`10`, `10.0`, `1e1`), colour spelling (`#f00`, `red`,
/// `rgb(255,0,0)`), `style` declaration order, path-data spelling and consistent
/// id renaming do not count as differences, nor do the `data-vellum-*`
/// attributes Vellum stamps on the root element (its version and font set,
/// present or not). Children are aligned by subtree
/// hashes, so a handful of edits in a large file reads as a handful of
/// ``XMLDifference``s rather than a cascade.
///
/// ```swift
/// let result = try SVGDiff.compare(
///     #"<svg><rect width="80" fill="red"/></svg>"#,
///     #"<svg><rect fill="#FF0000" width="81"/></svg>"#)
/// result.isEqual                       // false
/// result.differences.map(\.description) // ["/svg/rect[1]@width: 80 → 81"]
/// print(result.unifiedDiff)
/// ```
public enum SVGDiff {
    /// Compares `a` (the reference) with `b` (the candidate).
    ///
    /// - Parameters:
    ///   - a: The first document, usually the reference.
    ///   - b: The second document, usually the actual output.
    ///   - aName: The name used for `a` in errors and in the unified diff, e.g. its path.
    ///   - bName: The name used for `b`.
    ///   - options: Tolerance and input limits.
    /// - Throws: ``XMLDiffError`` when either input is empty, binary, too large,
    ///   too deep, malformed or declares entities.
    public static func compare(
        _ a: String, _ b: String, aName: String = "a", bName: String = "b",
        options: SVGDiffOptions = SVGDiffOptions()
    ) throws -> SVGDiffResult {
        let (left, right) = try ParallelParse.trees(a, aName, b, bName, options: options)
        return compare(left, right, aName: aName, bName: bName, options: options)
    }

    static func compare(_ left: CanonicalTree, _ right: CanonicalTree, aName: String, bName: String, options: SVGDiffOptions) -> SVGDiffResult {
        let events = TreeAligner.align(left, right)
        let comparator = ValueComparator(
            tolerance: options.tolerance, identifiers: IdentifierMap(events: events, left: left, right: right))
        let differences = DifferenceCollector.collect(events, left: left, right: right, comparator: comparator)
        return SVGDiffResult(
            differences: differences,
            storage: SVGDiffResult.Storage(
                events: events, left: left, right: right, comparator: comparator,
                aName: aName, bName: bName, contextLines: options.contextLines))
    }
}
