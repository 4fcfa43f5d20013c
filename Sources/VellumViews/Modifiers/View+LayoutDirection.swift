import Foundation
import VellumLayout

nonisolated extension View {
    /// Draws the view mirrored horizontally when the layout direction is right
    /// to left (when `enabled`), as an image of an arrow or a progress graphic
    /// that must point the reading way.
    ///
    /// ```swift
    /// Image("SwipeHint").flipsForRightToLeftLayoutDirection(true)
    /// ```
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(NodeModifier { node, context in
            guard enabled, context.environment.layoutDirection == .rightToLeft else { return node }
            return LayoutNode(.effect(.scale(CGSize(width: -1, height: 1), anchor: .center)), children: [node],
                              name: "flipsForRightToLeftLayoutDirection")
        })
    }
}
