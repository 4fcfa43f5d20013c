/// The clip of a scroll view or list, as iOS clips one: to its frame grown
/// into the container safe areas it reaches (under the home indicator, the
/// status bar, a `safeAreaInset` bar), while its content stays laid out
/// inside them, as a `UIScrollView`'s content insets keep it. So the rows of
/// a long list show behind the home indicator instead of stopping above it.
///
/// The node is a mask (role `.scrollClip`) whose second child ignores the container safe area;
/// the painter clips the content to that child's frame instead of masking.
///
/// ```swift
/// let clipped = ScrollClip.node(listContent)
/// ```
package enum ScrollClip {
    /// `content` clipped to its frame grown into the container safe areas it reaches.
    package static func node(_ content: LayoutNode) -> LayoutNode {
        let region = LayoutNode(.leaf(.flexible), name: "ScrollClipRegion")
        let grown = LayoutNode(.ignoresSafeArea(.container, .all), children: [region], name: "ignoresSafeArea")
        var clip = LayoutNode(.mask(.center), children: [content, grown], name: "ScrollClip")
        clip.role = .scrollClip
        return clip
    }
}
