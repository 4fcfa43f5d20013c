/// When `assertSVGSnapshot` writes reference files instead of only comparing.
///
/// Chosen, from strongest to weakest, by: the environment variable `CI` (when set
/// and non-empty, the mode is always ``never``), the `record:` argument of
/// `assertSVGSnapshot`, ``withSnapshotRecording(_:operation:)`` or the
/// `.snapshotRecording(_:)` test trait, the environment variable
/// `VELLUM_RECORD=missing|all|failed|never`, and finally the default ``missing``.
///
/// ```sh
/// VELLUM_RECORD=failed swift test     # accept every changed snapshot once
/// ```
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Record references that do not exist yet; compare the others (the default).
    case missing
    /// Re-record every reference; each assertion fails so recording is not left on.
    case all
    /// Re-record references that no longer match (and missing ones); the assertion still fails.
    case failed
    /// Never write references: a missing reference is a failure. Forced when `CI` is set.
    case never
}
