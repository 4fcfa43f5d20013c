import Foundation
import VellumCore
import VellumGeometry

/// A group of nodes with the effects that apply to all of them. Effects apply
/// as SVG applies a group's attributes: transform first, then clip, mask,
/// filters (the chain, then the shadow), opacity and blending of the result.
package struct RenderGroup: Equatable, Sendable {
    /// The nodes, back to front.
    package var children: [RenderNode]
    /// Opacity of the composited group.
    package var opacity: Double = 1
    /// How the composited group blends with what is below.
    package var blendMode: BlendMode = .normal
    /// A clip path, in the group's coordinates.
    package var clip: RenderClip?
    /// Whether ``clip`` is a scroll view's visible region: what lies beyond
    /// it is scrolled out of view, not cut off (the accessibility audits
    /// tell the two apart). Not written into the SVG.
    package var clipScrolls = false
    /// Nodes whose alpha masks the group.
    package var mask: [RenderNode]?
    /// A transform applied to the children.
    package var transform: CGAffineTransform?
    /// A drop shadow of the composited children.
    package var shadow: RenderShadow?
    /// Filters on the composited children, applied in order (blur, colour
    /// matrices, shape-style shadows, a Canvas layer's `addFilter`).
    package var filters: [RenderFilter] = []
    /// Whether the children composite on their own first, so their blend
    /// modes blend only with each other (`compositingGroup`).
    package var isolated = false
    /// An accessible label for the group.
    package var label: String?
    /// What assistive technologies learn of the group (ARIA in the SVG).
    package var accessibility: AccessibilityInfo?
    /// The laid-out frame of the view that carries ``label`` or
    /// ``accessibility``, in the group's coordinates (its accessibility frame;
    /// the accessibility overlay draws it). Not written into the SVG.
    package var accessibilityFrame: CGRect?
    /// The id a backdrop refers to the group by (`RenderBackdrop.sources`);
    /// set by `RenderBackdropResolver`, nil otherwise.
    package var id: String?

    /// A group with no effects yet.
    package init(children: [RenderNode]) { self.children = children }

    /// Whether the group does nothing but hold its children.
    package var isPlain: Bool {
        opacity >= 1 && blendMode == .normal && clip == nil && mask == nil && transform == nil && shadow == nil && label == nil
            && accessibility == nil
            && filters.isEmpty && !isolated && id == nil
    }
}
