import VellumGeometry

/// The accessory circular gauges, drawn as a Lock Screen widget draws them:
/// a capacity ring filled clockwise from the top with the tint, or an open
/// ring (open a quarter turn at the bottom, as on iOS) with a marker at
/// the value; the current value in the middle, the bounds in the opening
/// (or the label when there are none).
nonisolated struct CircularGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let capacity: Bool

    /// The part of the circle an open ring spans (❓ about 3/4 on iOS 17).
    static let openSpan = 0.75

    var body: some View {
        let d = ControlMetrics.gaugeRing, line = ControlMetrics.gaugeRingStroke
        let f = configuration.value
        ZStack {
            if capacity {
                Circle().stroke(SystemFillStyle(), lineWidth: line)
                Circle().trim(from: 0, to: f)
                    .stroke(.tint, style: StrokeStyle(lineWidth: line, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            } else {
                let span = Self.openSpan
                Circle().trim(from: 0, to: span)
                    .stroke(SystemFillStyle(), style: StrokeStyle(lineWidth: line, lineCap: .round))
                    .rotationEffect(.degrees(90 + (1 - span) * 180))
                Circle().fill(Color.white)
                    .overlay(Circle().stroke(.tint, lineWidth: 2))
                    .frame(width: line + 2, height: line + 2)
                    .offset(y: -d / 2)
                    .rotationEffect(.degrees(-span * 180 + span * 360 * f))
            }
            VStack(spacing: 0) {
                if let current = configuration.currentValueLabel {
                    current.font(.system(size: 18, weight: .medium)).lineLimit(1)
                } else if capacity || configuration.minimumValueLabel == nil {
                    configuration.label.font(.caption2).lineLimit(1)
                }
            }
            .frame(width: d - 2 * line - 4)
            if !capacity {
                HStack {
                    if let min = configuration.minimumValueLabel { min }
                    Spacer(minLength: 0)
                    if let max = configuration.maximumValueLabel { max }
                }
                .font(.system(size: 10, weight: .medium))
                .frame(width: d * 0.8)
                .offset(y: d / 2 - 6)
            }
        }
        .frame(width: d, height: d)
    }
}
