/// A scrollable view. In a static picture it shows its content from the top
/// (leading) edge, proposed its ideal length along the scroll axes and clipped
/// to the space the scroll view takes, which is all that is offered.
///
/// ```swift
/// ScrollView {
///     VStack(spacing: 12) { ForEach(0..<20) { Text("Row \($0)") } }
/// }
/// ```
public struct ScrollView<Content: View>: View {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether indicators show (they are not drawn).
    public var showsIndicators: Bool
    let content: Content

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    public var body: some View {
        let vertical = axes.contains(.vertical), horizontal = axes.contains(.horizontal)
        return content
            .fixedSize(horizontal: horizontal, vertical: vertical)
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: horizontal && !vertical ? .leading : .top)
            .clipped()
    }
}

extension Axis.Set {
    /// Both axes.
    package static let both: Axis.Set = [.horizontal, .vertical]
}

extension View {
    /// Scroll indicators are not drawn in a static picture.
    public func scrollIndicators(_ visibility: Visibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }
    /// Scrolling is not modelled in a static picture.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
}

/// Whether something is shown.
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }
