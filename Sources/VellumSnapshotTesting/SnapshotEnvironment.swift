import Foundation
import Vellum

/// The environment variables the snapshot harness reads, captured as a value so
/// tests can supply their own.
struct SnapshotEnvironment: Sendable, Equatable {
    /// `VELLUM_RECORD`, if set.
    var record: String?
    /// Whether `CI` is set and non-empty.
    var isContinuousIntegration: Bool
    /// `VELLUM_SNAPSHOT_DIR`, if set and non-empty.
    var snapshotDirectory: String?
    /// `VELLUM_SNAPSHOT_ARTIFACTS`, if set and non-empty: where actual SVGs and reports go.
    var artifactDirectory: String?
    /// `VELLUM_SHARD`, if set and non-empty: the shard (`2/8`) of the previews `assertPreviewSnapshots` checks.
    var shard: String?

    init(record: String? = nil, isContinuousIntegration: Bool = false, snapshotDirectory: String? = nil, artifactDirectory: String? = nil,
         shard: String? = nil) {
        self.record = record
        self.isContinuousIntegration = isContinuousIntegration
        self.snapshotDirectory = snapshotDirectory
        self.artifactDirectory = artifactDirectory
        self.shard = shard
    }

    /// The process's environment, read variable by variable (every assertion
    /// reads it; `ProcessInfo.environment` would copy all of it each time).
    static var current: SnapshotEnvironment {
        func nonEmpty(_ key: String) -> String? {
            guard let pointer = getenv(key) else { return nil }
            let value = String(cString: pointer)
            return value.isEmpty ? nil : value
        }
        return SnapshotEnvironment(
            record: nonEmpty("VELLUM_RECORD"),
            isContinuousIntegration: nonEmpty("CI") != nil,
            snapshotDirectory: nonEmpty("VELLUM_SNAPSHOT_DIR"),
            artifactDirectory: nonEmpty("VELLUM_SNAPSHOT_ARTIFACTS"),
            shard: nonEmpty(PreviewShard.environmentVariable))
    }

    /// The effective mode, or a message explaining an invalid `VELLUM_RECORD`.
    func resolvedMode(explicit: SnapshotRecordMode?, scoped: SnapshotRecordMode?) -> Result<SnapshotRecordMode, SnapshotMessage> {
        if isContinuousIntegration { return .success(.never) }
        if let explicit { return .success(explicit) }
        if let scoped { return .success(scoped) }
        guard let record else { return .success(.missing) }
        guard let mode = SnapshotRecordMode(rawValue: record.lowercased()) else {
            let choices = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: "|")
            return .failure(SnapshotMessage("VELLUM_RECORD=\(record) is not a record mode; use one of \(choices)."))
        }
        return .success(mode)
    }
}
