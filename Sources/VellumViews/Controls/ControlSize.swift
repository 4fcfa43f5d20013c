/// The size classes of controls, from mini to extra large.
///
/// ```swift
/// Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large)
/// ```
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized.
    case extraLarge
}

extension EnvironmentKeys {
    struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
}

extension EnvironmentValues {
    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { self[EnvironmentKeys.ControlSizeKey.self] }
        set { self[EnvironmentKeys.ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size for controls within this view (bordered buttons' padding,
    /// font and corner, the track of a progress bar).
    ///
    /// ```swift
    /// HStack { Button("Small") {}; Button("Mini") {}.controlSize(.mini) }.buttonStyle(.bordered).controlSize(.small)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environmentUpdate { $0.controlSize = controlSize }
    }
}
