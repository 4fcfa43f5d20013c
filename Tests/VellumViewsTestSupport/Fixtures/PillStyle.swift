import VellumViews

/// A user's button style as ordinary code writes it: a non-Sendable struct
/// with a colour, an environment property, a body built with modifiers.
nonisolated package struct PillStyle: ButtonStyle {
    var fill: Color = .orange
    @Environment(\.colorScheme) private var scheme
    /// An orange pill, purple in dark mode.
    package init() {}
    /// A pill of `fill`, purple in dark mode.
    package init(fill: Color) { self.fill = fill }
    package func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20).padding(.vertical, 10)
            .background(scheme == .dark ? Color.purple : fill, in: Capsule())
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.white)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}
