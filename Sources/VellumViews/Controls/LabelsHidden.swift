extension EnvironmentKeys {
    struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
}

extension EnvironmentValues {
    /// Whether controls hide their labels (`labelsHidden()`).
    package var labelsHidden: Bool {
        get { self[EnvironmentKeys.LabelsHiddenKey.self] }
        set { self[EnvironmentKeys.LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of controls in this view (Toggle, Picker, DatePicker,
    /// Stepper, Slider, ColorPicker); the controls keep their own parts.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $wifi).labelsHidden()
    /// ```
    public func labelsHidden() -> some View { environmentUpdate { $0.labelsHidden = true } }
}
