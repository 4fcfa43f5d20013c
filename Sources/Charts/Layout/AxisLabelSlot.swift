import VellumViews

/// An axis label that `ChartLayout` can leave out: at its own size when
/// proposed nothing in particular, and not drawn when proposed zero (a label
/// dropped because it would overlap another).
nonisolated struct AxisLabelSlot<Label: View>: View {
    let label: Label
    var body: some View {
        label
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            .visualEffect { content, proxy in content.opacity(proxy.size.width > 0 && proxy.size.height > 0 ? 1 : 0) }
    }
}
