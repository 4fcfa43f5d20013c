import Vellum

/// Asserts that `value`, drawn as `strategy` draws it, matches its reference
/// SVG: the core every `assertSVGSnapshot` function calls. Each picture the
/// strategy draws has its own reference, `snapshots/<TestFile>/<testName>.<name>.svg`,
/// with the picture's own part added (`<name>.<variant>.svg` for a variant),
/// compared structurally; see ``SnapshotRecordMode`` for `VELLUM_RECORD` and `CI`.
///
/// ```swift
/// @Test func card() {
///     assertSVGSnapshot(of: Card(), as: .device(.iPhone15Pro), named: "card")
///     assertSVGSnapshot(of: Card(), as: .layout(variants: [.light, .dark]), named: "card")
/// }
/// ```
///
/// - Parameters:
///   - value: The value to draw: a view, or a configured `SVGRenderer`.
///   - strategy: How to draw it (``SVGSnapshotting``).
///   - name: A name for this snapshot within the test; `nil` uses the test's name alone.
///   - snapshotDirectory: A folder for references instead of `<package>/snapshots`
///     (absolute, or relative to the package root); `VELLUM_SNAPSHOT_DIR` does the same.
///   - record: A record mode for this assertion; `CI` still forces `never`.
///   - tolerance: The largest difference at which numbers count as equal.
///   - fileID: The test's file, as `#fileID` gives it; leave the default.
///   - filePath: The test's file path, from which the package root is found; leave the default.
///   - function: The test's name, which names the reference; leave the default.
///   - line: The line a failure is reported at; leave the default.
///   - column: The column a failure is reported at; leave the default.
public func assertSVGSnapshot<Value>(
    of value: Value,
    as strategy: SVGSnapshotting<Value>,
    named name: String? = nil,
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: Double = 0.001,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for picture in strategy.pictures(value) {
        let full = picture.suffix.map { suffix in name.map { "\($0).\(suffix)" } ?? suffix } ?? name
        SnapshotAssertion(
            name: full, snapshotDirectory: snapshotDirectory, record: record, tolerance: tolerance,
            source: SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column),
            tree: picture.tree
        ).run { try picture.svg(full ?? function) }
    }
}
