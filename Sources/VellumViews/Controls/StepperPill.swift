import VellumCore

/// A stepper's − / + pill, as the platform look draws it: iOS 18's 94 × 32
/// rounded rectangle (a 1 × 18 divider between two 46.5 pt halves, measured:
/// docs/reference/fidelity-real-pngs.md, Stepper), iOS 26's 94 × 32 capsule
/// with a taller, thinner divider (`ControlMetrics.StepperMetrics`).
nonisolated struct StepperPill: View {
    @Environment(\.platformLook) private var look
    var body: some View {
        let m = ControlMetrics.StepperMetrics.of(look)
        if m.isCapsule {
            pill(m, Capsule())
        } else {
            pill(m, RoundedRectangle(cornerRadius: m.cornerRadius))
        }
    }

    private func pill<S: Shape>(_ m: ControlMetrics.StepperMetrics, _ shape: S) -> some View {
        HStack(spacing: 0) {
            Image(systemName: "minus").frame(width: m.half.width, height: m.half.height)
            Rectangle().fill(StepperDividerStyle()).frame(width: m.divider.width, height: m.divider.height)
            Image(systemName: "plus").frame(width: m.half.width, height: m.half.height)
        }
        .foregroundStyle(.primary)
        .background(SystemFillStyle(), in: shape)
        .modifier(ListRowAccessory(height: m.half.height))
    }
}
