/// The record mode set for the current task by ``withSnapshotRecording(_:operation:)``
/// or by the `.snapshotRecording(_:)` trait.
enum SnapshotRecording {
    @TaskLocal static var scopedMode: SnapshotRecordMode?
}

/// Runs `operation` with snapshot recording set to `mode` for every
/// `assertSVGSnapshot` it calls (in this task and its child tasks).
///
/// The environment variable `CI` still forces ``SnapshotRecordMode/never``.
///
/// ```swift
/// withSnapshotRecording(.all) {
///     assertSVGSnapshot(of: Card(), device: .iPhone15Pro, named: "card")
/// }
/// ```
public func withSnapshotRecording<Result>(_ mode: SnapshotRecordMode, operation: () throws -> Result) rethrows -> Result {
    try SnapshotRecording.$scopedMode.withValue(mode, operation: operation)
}

/// Runs the asynchronous `operation` with snapshot recording set to `mode`.
///
/// ```swift
/// await withSnapshotRecording(.failed) {
///     await checkAllScreens()
/// }
/// ```
public func withSnapshotRecording<Result>(
    _ mode: SnapshotRecordMode,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await SnapshotRecording.$scopedMode.withValue(mode, operation: operation, isolation: isolation)
}
