/// The linear gauges (Apple's documentation: the label above the bar, the
/// current value below, the bounds on the bar's leading and trailing edges).
/// A capacity bar fills with the tint; an accessory linear gauge is a thin
/// track with a round marker at the value.
nonisolated struct LinearGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let capacity: Bool
    let accessory: Bool

    var body: some View {
        let height = accessory ? ControlMetrics.gaugeLine : ControlMetrics.gaugeBarHeight
        let f = configuration.value
        VStack(alignment: .leading, spacing: 4) {
            configuration.label.font(accessory ? .caption : .subheadline)
            HStack(spacing: 6) {
                if let min = configuration.minimumValueLabel { min.font(.caption).foregroundStyle(HierarchicalShapeStyle.secondary) }
                GeometryReader { proxy in
                    let w = proxy.size.width
                    ZStack(alignment: .leading) {
                        Capsule().fill(SystemFillStyle())
                        if capacity {
                            Capsule().fill(.tint).frame(width: Swift.max(height, w * f))
                        } else {
                            Circle().fill(.tint)
                                .overlay(Circle().stroke(Color.white, lineWidth: 1.5))
                                .frame(width: ControlMetrics.gaugeMarker, height: ControlMetrics.gaugeMarker)
                                .offset(x: (w - ControlMetrics.gaugeMarker) * f)
                        }
                    }
                    .frame(height: proxy.size.height)
                }
                .frame(height: Swift.max(height, capacity ? 0 : ControlMetrics.gaugeMarker))
                if let max = configuration.maximumValueLabel { max.font(.caption).foregroundStyle(HierarchicalShapeStyle.secondary) }
            }
            if let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(HierarchicalShapeStyle.secondary)
            }
        }
    }
}
