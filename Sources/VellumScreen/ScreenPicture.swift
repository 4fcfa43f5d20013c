import VellumCore
import VellumRender

/// The screen stage's output, for the emitter: the final nodes and the
/// document's background (none when device chrome draws the screen inside
/// its rounded corners).
package struct ScreenPicture: Equatable, Sendable {
    /// The picture's nodes, bottom to top.
    package var nodes: [RenderNode]
    /// The colour behind the whole document, or nil for none.
    package var background: RGBAColor?

    /// A picture.
    package init(nodes: [RenderNode], background: RGBAColor?) {
        self.nodes = nodes
        self.background = background
    }
}
