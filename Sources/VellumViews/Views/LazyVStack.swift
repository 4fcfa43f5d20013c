import Foundation
import VellumLayout

/// A view that arranges its children in a column, making each only when it
/// can be seen.
///
/// In a vertical scroll view, the rows of a `ForEach` in its content are
/// built and laid out only until they fill the screen; the length of the
/// rest is estimated from the rows made, as SwiftUI does. Elsewhere it lays
/// out as a `VStack`.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading, spacing: 8) {
///         ForEach(0..<10_000) { Text("Row \($0)") }
///     }
/// }
/// ```
public struct LazyVStack<Content: View>: PrimitiveView {
    let layout: VStackLayout
    let content: Content
    /// Creates a lazy vertical stack (pinned views are not drawn pinned: nothing scrolls in a picture).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        try LazyContainerLowering.lower(content, layout: layout, axis: .vertical, name: "LazyVStack", context)
    }
}
