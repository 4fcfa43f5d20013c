import Foundation
import VellumLayout
import VellumViews

/// The frames of the views that present something (those carrying a
/// `PopoverAnchorMark`) in the layouts the composer paints, so a dialog
/// nested in a sheet finds the view presenting it, as the renderer finds a
/// top-level presentation's.
package final class PresenterFrames: @unchecked Sendable {
    // Unchecked: one composer's, filled and read on the thread composing.
    /// The frame of each presenter, in the screen's coordinates.
    private(set) var frames: [ViewIdentity: CGRect] = [:]

    /// Records the presenters placed in `layout` (the first frame of each stays).
    func record(_ layout: LayoutResult) {
        for id in layout.nodes.indices where layout.isPlaced[id] {
            for case let mark as PopoverAnchorMark in layout.nodes[id].marks where frames[mark.identity] == nil {
                frames[mark.identity] = layout.frames[Self.glassAround(id, in: layout)]
            }
        }
    }

    /// The nearest node around `id` drawn on glass (a `GlassEffectContainer`,
    /// as the iOS 26 look puts bar buttons in), or `id` when none is: iOS
    /// 26's dialog springs from the glass around its presenter.
    package static func glassAround(_ id: Int, in layout: LayoutResult) -> Int {
        var parent = [Int?](repeating: nil, count: layout.nodes.count)
        for node in layout.nodes.indices { for child in layout.children(of: node) { parent[child] = node } }
        var next = parent[id]
        while let current = next {
            if layout.nodes[current].name == "GlassEffectContainer" { return current }
            next = parent[current]
        }
        return id
    }
}
