import VellumViews

/// A user's toggle style: a square of `onColor` (grey when off) before the label.
nonisolated package struct CheckToggle: ToggleStyle {
    var onColor = Color.orange
    /// Orange when on.
    package init() {}
    /// `onColor` when on.
    package init(onColor: Color) { self.onColor = onColor }
    package func makeBody(configuration: Configuration) -> some View {
        HStack {
            Rectangle().fill(configuration.isOn ? onColor : Color.gray).frame(width: 20, height: 20)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
        .opacity(configuration.isMixed ? 0.5 : 1)
    }
}
