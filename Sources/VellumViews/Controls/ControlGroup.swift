/// A group of controls laid out side by side.
public struct ControlGroup<Content: View>: View {
    let content: Content
    /// Creates a control group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { HStack(spacing: 16) { content } }
}
