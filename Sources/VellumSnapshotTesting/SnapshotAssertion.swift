import VellumXMLDiff

/// Resolves location and record mode for one `assertSVGSnapshot` call, runs the
/// ``SnapshotVerifier`` and reports a failure. Every public assertion ends here.
struct SnapshotAssertion {
    var name: String?
    var snapshotDirectory: String?
    var record: SnapshotRecordMode?
    var tolerance: Double
    var source: SnapshotSourceLocation
    /// SVG (compared structurally within `tolerance`) when nil; else text,
    /// line by line, in files with this extension (`tree.txt`, `accessibility.txt`).
    var textExtension: String?
    /// The view tree of an SVG picture's views, kept beside its reference (``SnapshotVerifier/tree``).
    var tree: (() throws -> String)? = nil
    var environment: SnapshotEnvironment = .current
    /// Where the files are, when not derived from the test's file and function (previews).
    var location: SnapshotLocation?

    /// The verifier this call would use, or the message that stops it.
    func verifier() -> Result<SnapshotVerifier, SnapshotMessage> {
        let format: SnapshotFormat = textExtension.map { .text(fileExtension: $0) } ?? .svg(SVGDiffOptions(tolerance: tolerance))
        let location = self.location ?? SnapshotLocation(
            fileID: source.fileID, filePath: "\(source.filePath)", function: source.function, name: name,
            snapshotDirectory: snapshotDirectory, environment: environment, fileExtension: format.fileExtension)
        return environment.resolvedMode(explicit: record, scoped: SnapshotRecording.scopedMode).map { mode in
            SnapshotVerifier(
                name: name ?? SnapshotLocation.testName(source.function), location: location, mode: mode,
                format: format,
                forcedByContinuousIntegration: environment.isContinuousIntegration, tree: tree, stamp: .current)
        }
    }

    /// Checks the output of `render`; returns the failure message, if any, without reporting it.
    func outcome(_ render: () throws -> String) -> SnapshotOutcome {
        switch verifier() {
        case .success(let verifier):
            return verifier.verify(render)
        case .failure(let message):
            return .failed(message.text)
        }
    }

    /// Checks the output of `render` and reports a failure to the running test framework.
    func run(_ render: () throws -> String) {
        if let message = outcome(render).message {
            SnapshotIssueReporter.report(message, at: source)
        }
    }
}

/// Asserts that an SVG string matches its reference snapshot; the string-level core
/// of `assertSVGSnapshot`, for Vellum's own tests and tools.
///
/// ```swift
/// assertSVGSnapshot(ofSVG: try renderer.svg(), named: "card")
/// ```
package func assertSVGSnapshot(
    ofSVG svg: @autoclosure () throws -> String,
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
    SnapshotAssertion(
        name: name, snapshotDirectory: snapshotDirectory, record: record, tolerance: tolerance,
        source: SnapshotSourceLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    ).run(svg)
}
