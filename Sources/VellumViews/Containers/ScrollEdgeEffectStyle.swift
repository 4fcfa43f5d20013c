import Foundation
import VellumGeometry
import VellumLayout

/// How iOS 26 softens scrolling content where it passes under a bar, for
/// `scrollEdgeEffectStyle(_:for:)`.
///
/// ```swift
/// ScrollView { … }.scrollEdgeEffectStyle(.soft, for: .top)
/// ```
///
/// The effect shows only over content that has scrolled under a bar; a
/// picture is the screen at rest, before any scroll, where nothing is under
/// the bars, so no style changes it.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let kind: Int
    /// The platform's style (soft on iOS).
    public static let automatic = ScrollEdgeEffectStyle(kind: 0)
    /// A sharp edge, for dense content under a bar.
    public static let hard = ScrollEdgeEffectStyle(kind: 1)
    /// A gradual fade and blur.
    public static let soft = ScrollEdgeEffectStyle(kind: 2)
}

nonisolated extension View {
    /// Sets the style of the scroll edge effect on `edges` (iOS 26). At rest
    /// no content is under a bar, so the picture does not change.
    ///
    /// ```swift
    /// List { … }.scrollEdgeEffectStyle(.hard, for: .top)
    /// ```
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

    /// Hides the scroll edge effect on `edges` (iOS 26). At rest no content
    /// is under a bar, so the picture does not change.
    ///
    /// ```swift
    /// ScrollView { … }.scrollEdgeEffectHidden(true, for: .top)
    /// ```
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }

    /// Places a bar along a vertical edge, shrinking the content's safe area
    /// as `safeAreaInset(edge:alignment:spacing:content:)` does; iOS 26 also
    /// softens scrolled content under it, which a picture at rest does not show.
    ///
    /// ```swift
    /// ScrollView { … }
    ///     .safeAreaBar(edge: .bottom) { ComposeBar() }
    /// ```
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Places a bar along a horizontal edge, as `safeAreaInset(edge:alignment:spacing:content:)` does.
    ///
    /// ```swift
    /// Canvas { … }
    ///     .safeAreaBar(edge: .leading) { ToolPalette() }
    /// ```
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
