/// Checks an SVG against its reference exactly as `assertSVGSnapshot` does
/// (location, record mode, reading, comparing, recording) but reports nothing:
/// returns the failure message, or nil when the snapshot matches. For Vellum's
/// benchmarks and tools, which time the harness outside a test framework.
///
/// ```swift
/// let failure = checkSVGSnapshot(ofSVG: try renderer.svg(), named: "card", snapshotDirectory: "/tmp/refs", record: .never)
/// ```
package func checkSVGSnapshot(
    ofSVG svg: @autoclosure () throws -> String,
    named name: String? = nil,
    snapshotDirectory: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: Double = 0.001,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function
) -> String? {
    SnapshotAssertion(
        name: name, snapshotDirectory: snapshotDirectory, record: record, tolerance: tolerance,
        source: SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: 0, column: 0)
    ).outcome(svg).message
}
