/// A control that toggles between on and off, drawn as an iOS switch.
///
/// ```swift
/// Toggle("Notifications", isOn: $enabled)
/// ```
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>

    /// Creates a toggle with a label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }

    public var body: some View {
        HStack {
            label
            Spacer()
            ToggleSwitch(isOn: isOn.wrappedValue)
        }
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a text label.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    /// Creates a toggle with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// The switch of a Toggle: a capsule track with a round knob.
struct ToggleSwitch: View {
    let isOn: Bool
    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? AnyShapeStyle(Color.green) : AnyShapeStyle(SystemFillStyle()))
            Circle().fill(Color.white)
                .frame(width: ControlMetrics.knob, height: ControlMetrics.knob)
                .shadow(color: Color(.sRGB, white: 0, opacity: 0.15), radius: 2, y: 1)
                .padding(2)
        }
        .frame(width: ControlMetrics.switchSize.width, height: ControlMetrics.switchSize.height)
    }
}

/// The system fill colour (the off track of a switch).
struct SystemFillStyle: PrimitiveShapeStyle {
    func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        .color(SystemPalette.color(SystemPalette.tertiarySystemFill, environment.colorScheme))
    }
}
