// The only file of VellumSnapshotTesting that talks to a test framework: failures
// go to Swift Testing's `Issue.record` inside a Swift Testing test, otherwise to
// XCTest's `XCTFail`; the `.snapshotRecording(_:)` trait lives here too.
import Testing
import XCTest

/// Where an assertion was written, captured from `#fileID`, `#filePath`, `#line` and `#column`.
struct SnapshotSourceLocation: Sendable {
    var fileID: String
    var filePath: StaticString
    var function: String
    var line: UInt
    var column: UInt
}

/// Reports a failed snapshot to whichever test framework is running the test.
enum SnapshotIssueReporter {
    static func report(_ message: String, at location: SnapshotSourceLocation) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: location.fileID, filePath: "\(location.filePath)",
                    line: Int(location.line), column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}

/// A Swift Testing trait that sets the snapshot record mode for a test or a whole suite.
///
/// The environment variable `CI` still forces ``SnapshotRecordMode/never``.
///
/// ```swift
/// @Test(.snapshotRecording(.all)) func card() {
///     assertSVGSnapshot(of: Card(), device: .iPhone15Pro, named: "card")
/// }
/// ```
public struct SnapshotRecordingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode applied while the test runs.
    public var mode: SnapshotRecordMode

    /// Applies to every test in a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test with ``mode`` as the task's snapshot record mode.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotRecording.$scopedMode.withValue(mode) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotRecordingTrait {
    /// Sets the snapshot record mode for this test (or every test of this suite).
    ///
    /// ```swift
    /// @Suite(.snapshotRecording(.failed)) struct ScreenTests { … }
    /// ```
    public static func snapshotRecording(_ mode: SnapshotRecordMode) -> Self {
        SnapshotRecordingTrait(mode: mode)
    }
}
