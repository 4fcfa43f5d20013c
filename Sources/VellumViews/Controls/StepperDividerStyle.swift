import VellumCore

/// The line between a stepper's halves: (214,214,217) on its light fill, as
/// measured; the dark value is the separator's (❓ unmeasured).
struct StepperDividerStyle: PrimitiveShapeStyle {
    func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        .color(environment.colorScheme == .dark ? SystemPalette.separator.dark : RGBAColor(214, 214, 217))
    }
}
