/// The default progress view style: a bar for a known value, a spinner otherwise.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates a default progress view style.
    public init() {}
    /// The progress view drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltinProgressBody(linear: configuration.fractionCompleted != nil, configuration: configuration)
    }
}

/// A progress view that visually indicates its progress using a horizontal bar.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// Creates a linear progress view style.
    public init() { tint = nil }
    /// Creates a linear progress view style with a tint colour (deprecated in SwiftUI: use `tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The progress view drawn as a bar.
    public func makeBody(configuration: Configuration) -> some View {
        if let tint {
            BuiltinProgressBody(linear: true, configuration: configuration).tint(tint)
        } else {
            BuiltinProgressBody(linear: true, configuration: configuration)
        }
    }
}

/// A progress view that uses a circular gauge: on iOS, the spinner whatever the value.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates a circular progress view style.
    public init() {}
    /// Creates a circular progress view style with a tint colour (the spinner stays grey on iOS).
    public init(tint: Color) {}
    /// The progress view drawn as a spinner.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltinProgressBody(linear: false, configuration: configuration)
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style.
    public static var automatic: DefaultProgressViewStyle { .init() }
}
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { .init() }
}
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A progress view that uses a circular gauge to indicate the partial completion of an activity.
    public static var circular: CircularProgressViewStyle { .init() }
}

/// The iOS bar (label above, current value below) or spinner (label below).
nonisolated struct BuiltinProgressBody: View {
    let linear: Bool
    let configuration: ProgressViewStyleConfiguration
    var body: some View {
        VStack(alignment: linear ? .leading : .center, spacing: 8) {
            if linear {
                if let label = configuration.label { label }
                ProgressBar(fraction: configuration.fractionCompleted ?? 0)
                if let current = configuration.currentValueLabel {
                    current.font(.footnote).foregroundStyle(HierarchicalShapeStyle.secondary)   // ❓ font
                }
            } else {
                ProgressSpinner()
                if let label = configuration.label { label.foregroundStyle(HierarchicalShapeStyle.secondary) }
            }
        }
    }
}
