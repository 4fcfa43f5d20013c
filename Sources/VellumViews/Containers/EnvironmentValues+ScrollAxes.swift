import VellumGeometry

extension EnvironmentKeys {
    struct EnclosingScrollAxesKey: EnvironmentKey { static let defaultValue: Axis.Set = [] }
}

extension EnvironmentValues {
    /// The axes along which an enclosing scroll view (or list) scrolls the
    /// views being lowered: a lazy container makes its rows on demand only
    /// along one of them.
    package var enclosingScrollAxes: Axis.Set {
        get { self[EnvironmentKeys.EnclosingScrollAxesKey.self] }
        set { self[EnvironmentKeys.EnclosingScrollAxesKey.self] = newValue }
    }
}
