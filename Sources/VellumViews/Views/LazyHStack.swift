import Foundation
import VellumLayout

/// A view that arranges its children in a row, making each only when it
/// can be seen.
///
/// In a horizontal scroll view, the elements of a `ForEach` in its content
/// are built and laid out only until they fill the screen's width; the
/// length of the rest is estimated from those made. Elsewhere it lays out
/// as an `HStack`.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(spacing: 12) {
///         ForEach(photos) { PhotoCard(photo: $0) }
///     }
/// }
/// ```
public struct LazyHStack<Content: View>: PrimitiveView {
    let layout: HStackLayout
    let content: Content
    /// Creates a lazy horizontal stack (pinned views are not drawn pinned: nothing scrolls in a picture).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        try LazyContainerLowering.lower(content, layout: layout, axis: .horizontal, name: "LazyHStack", context)
    }
}
