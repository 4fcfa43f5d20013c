/// The outcome of ``SVGDiff/compare(_:_:aName:bName:options:)``.
///
/// ```swift
/// let result = try SVGDiff.compare(reference, actual)
/// if !result.isEqual {
///     print(result.summary(limit: 20))   // one difference per line, then "… and K more"
///     print(result.unifiedDiff)          // canonical text, unified format
/// }
/// ```
public struct SVGDiffResult: Sendable {
    struct Storage: Sendable {
        var events: [DiffEvent]
        var left: CanonicalTree
        var right: CanonicalTree
        var comparator: ValueComparator
        var aName: String
        var bName: String
        var contextLines: Int
    }

    /// Every real change, in document order.
    public let differences: [XMLDifference]
    private let storage: Storage

    init(differences: [XMLDifference], storage: Storage) {
        self.differences = differences
        self.storage = storage
    }

    /// Whether the documents are equal up to spelling and tolerance.
    public var isEqual: Bool { differences.isEmpty }

    /// A unified diff (`---`/`+++`/`@@` hunks) of the two documents' canonical text,
    /// with ``SVGDiffOptions/contextLines`` lines of context; empty when equal.
    ///
    /// Computed on each access from the stored alignment, so it agrees with ``differences``.
    public var unifiedDiff: String {
        UnifiedDiffWriter.write(
            events: storage.events, left: storage.left, right: storage.right, comparator: storage.comparator,
            context: storage.contextLines, leftName: storage.aName, rightName: storage.bName)
    }

    /// The first `limit` differences, one per line, then `… and K more` if some were left out.
    ///
    /// ```swift
    /// print(result.summary(limit: 2))
    /// // /svg/rect[1]@width: 80 → 81
    /// // /svg/rect[2]@fill: #FF0000 → #00FF00
    /// // … and 3 more
    /// ```
    public func summary(limit: Int = 20) -> String {
        let shown = differences.prefix(max(0, limit))
        var lines = shown.map(\.description)
        let rest = differences.count - shown.count
        if rest > 0 {
            lines.append("… and \(rest) more")
        }
        return lines.joined(separator: "\n")
    }
}
