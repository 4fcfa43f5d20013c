/// How ``SVGDiff`` parses and compares two SVG documents.
///
/// The defaults suit snapshot tests: numbers equal within `0.001`, documents up to
/// 64 MiB and 1,000 levels deep.
///
/// ```swift
/// var options = SVGDiffOptions()
/// options.tolerance = 0.01          // coordinates may drift by a hundredth of a point
/// let result = try SVGDiff.compare(a, b, options: options)
/// ```
public struct SVGDiffOptions: Sendable, Hashable {
    /// The largest absolute difference at which two numbers still count as equal.
    ///
    /// Applies to plain numbers, number lists (`viewBox`, `points`), path data,
    /// transforms and colour alpha. `0` demands exact equality.
    public var tolerance: Double
    /// The deepest element nesting accepted; deeper documents throw ``XMLDiffError/Kind/tooDeep``.
    public var maxDepth: Int
    /// The largest input accepted, in UTF-8 bytes; larger inputs throw ``XMLDiffError/Kind/tooLarge``.
    public var maxInputBytes: Int
    /// Lines of unchanged context around each hunk of ``SVGDiffResult/unifiedDiff``.
    public var contextLines: Int

    /// Creates options; every parameter has a default suited to snapshot tests.
    public init(
        tolerance: Double = 0.001,
        maxDepth: Int = 1000,
        maxInputBytes: Int = 64 << 20,
        contextLines: Int = 3
    ) {
        self.tolerance = tolerance.isFinite ? max(0, tolerance) : 0
        self.maxDepth = max(1, maxDepth)
        self.maxInputBytes = max(0, maxInputBytes)
        self.contextLines = max(0, contextLines)
    }
}
