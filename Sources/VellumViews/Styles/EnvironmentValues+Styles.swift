extension EnvironmentKeys {
    /// The styles of the family that draws `Configuration`, outermost first.
    struct StyleStackKey<Configuration>: EnvironmentKey {
        static var defaultValue: [StyleBox<Configuration>] { [] }
    }
}

extension EnvironmentValues {
    /// The styles of the family that draws `Configuration` (toggles for
    /// `ToggleStyleConfiguration`, …) set around a view, outermost first.
    /// A control pops the last one to draw itself, so what that style draws
    /// sees only the styles outside it.
    ///
    /// ```swift
    /// let style = environment[styles: ToggleStyleConfiguration.self].popLast()
    /// ```
    package subscript<Configuration>(styles family: Configuration.Type) -> [StyleBox<Configuration>] {
        get { self[EnvironmentKeys.StyleStackKey<Configuration>.self] }
        set { self[EnvironmentKeys.StyleStackKey<Configuration>.self] = newValue }
    }
}
