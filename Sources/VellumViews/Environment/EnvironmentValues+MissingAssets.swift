extension EnvironmentKeys {
    package struct MissingAssetReportKey: EnvironmentKey { package static let defaultValue: MissingAssetReport? = nil }
}

extension EnvironmentValues {
    /// Where a missing asset is reported when it is drawn as SwiftUI draws it
    /// (an empty image, a clear colour); nil (the default) makes a missing
    /// asset an error naming it.
    package var missingAssetReport: MissingAssetReport? {
        get { self[EnvironmentKeys.MissingAssetReportKey.self] }
        set { self[EnvironmentKeys.MissingAssetReportKey.self] = newValue }
    }
}
